import { it } from 'vitest'
import { z } from 'zod'
import { signupInput } from '../../worker/auth/auth.schemas'
it('scratch', () => {
try { const s = signupInput.omit({ agreed_to: true }); console.log('omit ok', s.safeParse({}).success) } catch (e) { console.log('omit err', String(e)) }
try { signupInput.extend({ dob: z.string() }); console.log('extend ok') } catch (e) { console.log('extend err', String(e)) }
try { const s = signupInput.safeExtend({ dob: z.string() }); console.log('safeExtend ok', JSON.stringify(s.safeParse({password:'a', password_confirmation:'b'}).error?.issues.map(i=>i.path))) } catch (e) { console.log('safeExtend err', String(e)) }
console.log(Object.keys(signupInput.shape))
})
