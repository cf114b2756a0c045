import { ADMIN, MEMBER } from '../fixtures'
import { isoAt, pick, sequence } from './sql'
import type { SeedDomain } from './types'

export const MEMBERS = 10_000

const FORENAMES = [
  'Ada',
  'Ben',
  'Chloe',
  'Dev',
  'Esme',
  'Farid',
  'Grace',
  'Hugo',
  'Isla',
  'Jonas',
  'Kiri',
  'Leo',
  'Maya',
  'Nils',
  'Olu',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tess',
  'Umar',
  'Vera',
  'Wen',
  'Yara',
]
const SURNAMES = [
  'Adeyemi',
  'Brennan',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'Garcia',
  'Haddad',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Murphy',
  'Nakamura',
  'Okafor',
  'Patel',
  'Quispe',
  'Rossi',
  'Singh',
  'Tanaka',
  'Usman',
  'Varga',
  'Walsh',
  'Zhou',
]
const TITLES = ['Ms', 'Mr', 'Mx', 'Dr', 'Mrs', 'Prof']
const INDUSTRIES = [
  'Architecture',
  'Education',
  'Engineering',
  'Finance',
  'Health',
  'Law',
  'Media',
  'Retail',
  'Software',
]
const INTERESTS = [
  '["Cycling","Jazz"]',
  '["Photography"]',
  '[]',
  '["Hiking","Chess","Baking"]',
  '["Film"]',
]

/**
 * 10,000 members joined over about three years (row n is the n-th to join): row 1 is the admin,
 * row 2 the member the notifications bench reads as; after them 5% inactive, 5% awaiting approval.
 * Their places are spread over Great Britain (latitude 50-58, longitude -5.5 to 1.5) for the
 * directory's distance filter; one member in 25 has none.
 */
export const usersDomain: SeedDomain = {
  name: 'users',
  tables: ['users'],
  statements: ({ nowIso }) => [
    `INSERT INTO users (id, title, forename, surname, email, slug, password_hash, role, is_active, company, industry,
       bio, interests, in_directory, place_id, place_name, lat, lng, agreed_to, agreed_at, agreed_on, total_signins, last_active_at, created_at, updated_at)
     ${sequence(MEMBERS)}
     SELECT n,
       ${pick(TITLES, 'n')},
       ${pick(FORENAMES, 'n')},
       ${pick(SURNAMES, 'n / 7')},
       'member' || n || '@bench.example',
       lower(${pick(FORENAMES, 'n')} || '-' || ${pick(SURNAMES, 'n / 7')} || '-' || n),
       NULL,
       CASE WHEN n = ${ADMIN.id} THEN 'admin' WHEN n = ${MEMBER.id} THEN 'member' WHEN n % 40 = 3 THEN 'contributor' ELSE 'member' END,
       CASE WHEN n <= 2 THEN 1 WHEN n % 20 = 0 THEN 0 WHEN n % 20 = 7 THEN -1 ELSE 1 END,
       CASE WHEN n % 3 = 0 THEN 'Company ' || (n % 500) END,
       CASE WHEN n % 2 = 0 THEN ${pick(INDUSTRIES, 'n')} END,
       CASE WHEN n % 4 = 0 THEN 'Member since the early days. I organise the monthly meet-up, write for the newsletter and like long walks between sessions.' END,
       ${pick(INTERESTS, 'n')},
       n % 10 <> 0,
       CASE WHEN n % 25 <> 0 THEN 'bench-' || (n % 97) END,
       CASE WHEN n % 25 <> 0 THEN 'Benchtown ' || (n % 97) END,
       CASE WHEN n % 25 <> 0 THEN 50.0 + ((n * 7919) % 800) / 100.0 END,
       CASE WHEN n % 25 <> 0 THEN -5.5 + ((n * 104729) % 700) / 100.0 END,
       1, ${isoAt(nowIso, `'-' || ((${MEMBERS} - n) * 157) || ' minutes'`)}, 'signup',
       n % 50,
       CASE WHEN n % 20 NOT IN (0, 7) THEN ${isoAt(nowIso, `'-' || (n % 400) || ' days'`)} END,
       ${isoAt(nowIso, `'-' || ((${MEMBERS} - n) * 157) || ' minutes'`)},
       ${isoAt(nowIso, `'-' || ((${MEMBERS} - n) * 157) || ' minutes'`)}
     FROM seq`,
  ],
  checks: [
    {
      name: 'members directory near a place (bounding box on the latitude band)',
      // As directoryWhere writes it near a place: the status term behind a unary plus, so the
      // latitude band is the index SQLite takes (without it, users_status_created won).
      sql: `select "id" from "users" where "users"."in_directory" = 1 and +"users"."is_active" = 1
        and "users"."lat" between ? and ? and "users"."lng" between ? and ? limit 12`,
      params: [53.51, 54.09, -2.04, -1.06],
      index: 'users_directory_geo',
    },
    {
      name: 'admin users list by status (as specified)',
      sql: 'SELECT id, forename, surname, email, created_at FROM users WHERE is_active = ? ORDER BY created_at DESC LIMIT 15',
      params: [1],
      index: 'users_status_created',
      ordered: true,
    },
    {
      name: 'admin users list by status (as listUsers runs it)',
      sql: `select "users"."id", "users"."forename", "users"."surname", "users"."email", "users"."is_active", "users"."created_at", "roles"."label"
        from "users" left join "roles" on ("roles"."id" = "users"."role_id" or ("users"."role_id" is null and "roles"."key" = "users"."role"))
        where "users"."is_active" = ? order by "users"."created_at" desc, "users"."id" desc limit ? offset ?`,
      params: [1, 15, 0],
      index: 'users_status_created',
      ordered: true,
    },
    {
      name: 'admin users list, requests oldest first (userStatus=-1)',
      sql: `select "users"."id", "users"."created_at" from "users"
        where "users"."is_active" = ? order by "users"."created_at" asc, "users"."id" desc limit ? offset ?`,
      params: [-1, 15, 0],
      index: 'users_status_created',
      ordered: true,
    },
    {
      name: 'admin users list total by status',
      sql: 'select count(*) from "users" where "users"."is_active" = ?',
      params: [1],
      index: 'users_status_created',
    },
    {
      name: 'admin users list without a status filter (the default for admins)',
      sql: `select "users"."id", "users"."forename", "users"."surname", "users"."created_at", "roles"."label"
        from "users" left join "roles" on ("roles"."id" = "users"."role_id" or ("users"."role_id" is null and "roles"."key" = "users"."role"))
        order by "users"."created_at" desc, "users"."id" desc limit ? offset ?`,
      params: [15, 0],
      ordered: true,
    },
  ],
}
