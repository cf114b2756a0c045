/** The most common leaked passwords of 8+ characters (ASVS 6.2.4 asks to refuse them). */
export const COMMON_PASSWORDS = new Set([
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888',
  '11223344', '12341234', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qwertyuiop', 'qwerty123', 'qwerty12',
  'qwertyui', 'asdfghjk', 'asdfghjkl', 'zxcvbnm1', 'iloveyou', 'iloveyou1', 'sunshine', 'sunshine1',
  'princess', 'princess1', 'football', 'football1', 'baseball', 'superman', 'starwars', 'trustno1',
  'welcome1', 'welcome123', 'letmein1', 'letmein123', 'abc12345', 'abcd1234', 'aa123456', 'a1234567',
  'changeme', 'computer', 'michelle', 'jennifer', 'charlie1', 'whatever', 'dragon12', 'master12',
  'monkey12', 'shadow12', 'admin123', 'administrator', 'internet', 'qazwsxedc', 'zaq12wsx', 'q1w2e3r4',
  'q1w2e3r4t5', 'hello123', 'freedom1', 'liverpool', 'chelsea1', 'arsenal1', 'blink182', 'pokemon1',
  'samsung1', 'google123', 'guildhall', 'guildhall1',
])
