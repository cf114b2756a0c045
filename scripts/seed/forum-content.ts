/**
 * What the demo forum says: five categories and forty threads written as the seeded members
 * would write them (their trades, towns and firms), with replies, one level of nesting, tags,
 * mentions (`@[n]` in the body, `mentions[n]` naming who), likes, a sticky and a private thread.
 * `days` is how long ago a thread was started; replies follow it in order.
 */
export type CategoryKey = 'general' | 'business' | 'marketing' | 'events' | 'founders'

export type SeedReply = {
  by: string
  body: string
  mentions?: string[]
  likes?: string[]
  children?: SeedReply[]
}

export type SeedThread = {
  category: CategoryKey
  by: string
  title: string
  body: string
  tags: string[]
  days: number
  mentions?: string[]
  likes?: string[]
  sticky?: boolean
  private?: boolean
  replies?: SeedReply[]
  /** Files attached to the thread itself (see forum-files.ts). */
  attachments?: ('png' | 'pdf')[]
}

export const CATEGORIES: { key: CategoryKey; name: string; slug: string; group?: string }[] = [
  { key: 'general', name: 'General discussion', slug: 'general-discussion' },
  { key: 'business', name: 'Running a business', slug: 'running-a-business' },
  { key: 'marketing', name: 'Marketing and sales', slug: 'marketing-and-sales' },
  { key: 'events', name: 'Events and meet-ups', slug: 'events-and-meet-ups' },
  { key: 'founders', name: "Founders' lounge", slug: 'founders-lounge', group: 'founders-circle' },
]

/** Replies for threads that have no conversation of their own, chosen in turn. */
export const GENERIC_REPLIES: string[] = [
  'Thanks for starting this, following with interest.',
  'We went through exactly this last year. Happy to talk it through over a coffee if that helps.',
  'Really useful, thank you. Bookmarking this one.',
  'Would love to hear how it turns out, please post an update.',
  'Good question. Worth checking with your accountant too, but in our experience it paid off.',
  'Same here in the north: it took us about three months to get right.',
  'I can introduce you to someone who does this for a living, drop me a message.',
]

export const THREADS: SeedThread[] = [
  // ------------------------------------------------------------------ General discussion
  {
    category: 'general',
    by: 'admin',
    title: 'Welcome to the Guildhall forum: please read this first',
    body: 'Hello everyone, and welcome!\n\nThis is the place to ask questions, share what works and find people to work with. A few house rules:\n- Be kind and assume good intent.\n- No hard selling: offers belong in Promotions.\n- Tag your threads so others can find them.\n\nIf something goes wrong, @[0] and I are the moderators. Enjoy!',
    tags: ['welcome', 'rules'],
    days: 58,
    sticky: true,
    mentions: ['priya.shah'],
    likes: [
      'priya.shah',
      'member',
      'tom.hughes',
      'grace.lin',
      'oliver.grant',
      'mei.chen',
      'ravi.kumar',
    ],
    replies: [
      {
        by: 'priya.shah',
        body: 'Glad to be helping out. Shout if you need anything moving or tidying.',
        likes: ['admin', 'member'],
      },
      {
        by: 'member',
        body: 'Thanks Alex, great to have somewhere to ask the questions that are too small for a meeting.',
        likes: ['admin'],
      },
    ],
  },
  {
    category: 'general',
    by: 'member',
    title: 'Introduce yourself: who are you and what do you do?',
    body: "I'll start: I'm Sam, I run a small accountancy practice in Leeds (six of us). We mostly look after owner-managed businesses and a few charities. Outside work: fell running, badly.\n\nYour turn!",
    tags: ['introductions'],
    days: 55,
    likes: ['admin', 'aisha.bello', 'zara.ahmed', 'chloe.baker'],
    replies: [
      {
        by: 'aisha.bello',
        body: 'Aisha, employment and commercial lawyer at Northern Legal in Newcastle. Happy to point people in the right direction on contracts (no formal advice on the forum though!).',
        likes: ['member', 'hannah.murphy'],
        children: [
          {
            by: 'hannah.murphy',
            body: 'Aisha, I may be in touch about a contractor agreement. Hannah, recruitment, Belfast.',
          },
        ],
      },
      {
        by: 'isla.macdonald',
        body: 'Isla from Highland Tours in Inverness: small-group tours, mostly whisky and castles. Always keen to meet people planning team away days.',
      },
      {
        by: 'chloe.baker',
        body: 'Chloe, photographer in York. Headshots, products and the odd wedding. Good to meet you all!',
        children: [
          {
            by: 'member',
            body: 'Chloe, our team photos are ten years old. I will be emailing you.',
          },
        ],
      },
      {
        by: 'noah.williams',
        body: 'Noah, Williams & Sons Estate Agents in Cambridge, third generation. Ask me anything about commercial lets.',
      },
    ],
  },
  {
    category: 'general',
    by: 'mei.chen',
    title: 'Which book changed how you run your business?',
    body: 'Mine was "The E-Myth Revisited": it made me write down how we do things, which is why I can now take holidays. What is yours?',
    tags: ['books', 'recommendations'],
    days: 41,
    replies: [
      {
        by: 'kwame.mensah',
        body: '"Turn the Ship Around" by David Marquet. Changed how I delegate.',
        likes: ['mei.chen', 'ravi.kumar'],
      },
      {
        by: 'oliver.grant',
        body: '"Shape Up" from Basecamp, even outside software it is a great way to plan six weeks of work.',
      },
      {
        by: 'grace.lin',
        body: '"Atomic Habits". Not strictly business but it fixed my admin backlog.',
      },
    ],
  },
  {
    category: 'general',
    by: 'lewis.campbell',
    title: 'Anyone fitted solar panels on a commercial roof this year?',
    body: "We are pricing 30 kW for a client's warehouse in Aberdeen and I am curious what members have actually paid and how long the payback has been in practice.",
    tags: ['energy', 'solar'],
    days: 37,
    replies: [
      {
        by: 'daniel.kowalski',
        body: 'We did 50 kW on our Sheffield workshop. Payback is tracking at just under six years with our usage.',
        likes: ['lewis.campbell'],
      },
      {
        by: 'mohammed.rahman',
        body: 'Our cold stores run all day so it was an easy case for us. Check the roof survey first, ours needed strengthening.',
        children: [
          {
            by: 'lewis.campbell',
            body: 'Good shout on the survey, that caught us out once before.',
          },
        ],
      },
    ],
  },
  {
    category: 'general',
    by: 'grace.lin',
    title: 'Standing desks: worth it or a fad?',
    body: 'Physio hat on: I see a lot of desk-related back pain. Curious who here uses one and whether you actually stand.',
    tags: ['health', 'office'],
    days: 30,
  },
  {
    category: 'general',
    by: 'oliver.grant',
    title: 'Password managers for a team of ten',
    body: 'We are moving everyone off shared spreadsheets (I know). Bitwarden, 1Password or something else? Main need is shared vaults per client.',
    tags: ['software', 'security'],
    days: 26,
    replies: [
      {
        by: 'ravi.kumar',
        body: 'We use 1Password for the whole firm. Shared vaults per client work well and the audit log keeps compliance happy.',
      },
      { by: 'hannah.murphy', body: 'Bitwarden here, cheaper and does everything we need.' },
    ],
  },
  {
    category: 'general',
    by: 'isla.macdonald',
    title: 'Team away days in the Highlands: what do people want?',
    body: 'I am putting together a two-day package for teams of 8 to 20. Walking, a distillery, good food. What would make you book it? What puts you off?',
    tags: ['team-building', 'travel'],
    days: 19,
  },
  {
    category: 'general',
    by: 'zara.ahmed',
    title: 'Flu jabs for staff: how are you organising them?',
    body: "We offer workplace flu vaccinations at the pharmacy and I'm happy to help members set it up. How do you handle it at the moment, vouchers or someone coming in?",
    tags: ['health', 'staff'],
    days: 12,
  },
  {
    category: 'general',
    by: 'sofia.rossi',
    title: 'Small office refit on a budget: lessons learned',
    body: 'We refitted our Brighton studio for under £8k. Biggest wins: lighting, acoustic panels and one good meeting table. Photos and a price list attached.',
    tags: ['office', 'design'],
    days: 8,
    attachments: ['png'],
    likes: ['grace.lin', 'chloe.baker', 'noah.williams'],
    replies: [
      {
        by: 'chloe.baker',
        body: 'Those acoustic panels look great in the photos. Where did you get them?',
        children: [
          { by: 'sofia.rossi', body: 'A small maker in Hove, I will message you the details.' },
        ],
      },
    ],
  },
  {
    category: 'general',
    by: 'tom.hughes',
    title: 'Anyone else finding timber prices settling down?',
    body: 'Oak is still dear but softwood has come back to something sensible. Curious if other trades are seeing the same with their materials.',
    tags: ['construction', 'prices'],
    days: 3,
  },

  // ------------------------------------------------------------------ Running a business
  {
    category: 'business',
    by: 'member',
    title: 'Making Tax Digital for income tax: what to do now',
    body: 'A quick summary for sole traders and landlords: if your income is over the threshold you will need compatible software and quarterly updates. Start keeping digital records now, it is much easier than catching up.\n\nAsk away below and I will answer what I can.',
    tags: ['tax', 'mtd', 'accounting'],
    days: 52,
    likes: ['admin', 'tom.hughes', 'noah.williams', 'isla.macdonald', 'chloe.baker'],
    attachments: ['pdf'],
    replies: [
      {
        by: 'tom.hughes',
        body: 'Does this apply if I am a limited company director?',
        children: [
          {
            by: 'member',
            body: 'Not for the company itself, Tom. Only if you also have self-employed or property income over the threshold personally.',
            likes: ['tom.hughes'],
          },
        ],
      },
      { by: 'noah.williams', body: 'Really clear, thank you. Sharing this with our landlords.' },
      { by: 'chloe.baker', body: 'Which software do you recommend for a one-person business?' },
    ],
  },
  {
    category: 'business',
    by: 'hannah.murphy',
    title: 'Hiring your first employee: the checklist I give clients',
    body: 'Right to work checks, a written statement of terms on day one, payroll registration, workplace pension, employer liability insurance. @[0] may want to add the legal side.',
    tags: ['hiring', 'hr'],
    days: 47,
    mentions: ['aisha.bello'],
    likes: ['aisha.bello', 'member', 'jack.evans'],
    replies: [
      {
        by: 'aisha.bello',
        body: 'Spot on. I would add: put the probation period and notice in writing, and keep a record of the right to work check.',
        likes: ['hannah.murphy', 'member'],
      },
      {
        by: 'member',
        body: '@[0] this is brilliant. Could we turn it into a lunchtime workshop with @[1]?',
        mentions: ['hannah.murphy', 'aisha.bello'],
        likes: ['hannah.murphy'],
      },
    ],
  },
  {
    category: 'business',
    by: 'jack.evans',
    title: 'Late payers: what actually works?',
    body: 'We are owed over £40k across a dozen customers, some of them 90 days late. Polite reminders are not working. What has worked for you without wrecking the relationship?',
    tags: ['cash-flow', 'invoicing'],
    days: 44,
    likes: ['tom.hughes', 'ravi.kumar'],
    replies: [
      {
        by: 'ravi.kumar',
        body: 'Statutory late payment interest. Just mentioning it on the reminder gets most people paying.',
        likes: ['jack.evans', 'member', 'tom.hughes'],
        children: [
          {
            by: 'jack.evans',
            body: 'Did not know we could add the fixed compensation per invoice too. Thanks Ravi.',
          },
          { by: 'member', body: 'And shorten your terms for new customers: 14 days, not 30.' },
        ],
      },
      {
        by: 'tom.hughes',
        body: 'Deposits up front for anything custom. Changed everything for us.',
      },
      {
        by: 'aisha.bello',
        body: 'If it comes to it, a letter before action from a solicitor is usually enough.',
      },
    ],
  },
  {
    category: 'business',
    by: 'ravi.kumar',
    title: 'Pensions for directors: salary or dividends?',
    body: 'A perennial question from clients. Employer contributions are usually the most tax-efficient route, but it depends on your circumstances. What do people here do?',
    tags: ['pensions', 'tax'],
    days: 39,
  },
  {
    category: 'business',
    by: 'daniel.kowalski',
    title: 'ISO 9001: worth it for a small engineering firm?',
    body: 'Two of our bigger customers have started asking. It looks like a lot of paperwork for 14 people. Anyone been through it recently?',
    tags: ['quality', 'certification'],
    days: 34,
    replies: [
      {
        by: 'lewis.campbell',
        body: 'We did it last year. Painful for three months, then it just became how we work. It opened two tenders for us.',
      },
    ],
  },
  {
    category: 'business',
    by: 'mohammed.rahman',
    title: 'Food business insurance renewal went up 40%',
    body: 'Anyone else seeing huge jumps? Looking for a broker who understands food manufacturing.',
    tags: ['insurance', 'food'],
    days: 28,
  },
  {
    category: 'business',
    by: 'noah.williams',
    title: 'Commercial leases: five clauses to read twice',
    body: 'Break clauses, repair obligations, service charge caps, rent review basis and alienation. I have seen each of these cost a tenant dearly. Happy to answer questions.',
    tags: ['property', 'leases'],
    days: 22,
    likes: ['aisha.bello', 'sofia.rossi', 'grace.lin', 'member'],
    replies: [
      {
        by: 'grace.lin',
        body: 'The repair clause caught me on my first clinic. Wish I had read this then!',
      },
      {
        by: 'sofia.rossi',
        body: 'Service charge caps: how do you negotiate those as a small tenant?',
      },
    ],
  },
  {
    category: 'business',
    by: 'zara.ahmed',
    title: 'Four-day week trial: six months in',
    body: 'We moved the pharmacy team to a four-day week with the same pay. Sickness is down, nobody has left, and the rota was the hardest part. Ask me anything.',
    tags: ['staff', 'wellbeing'],
    days: 16,
    likes: [
      'grace.lin',
      'hannah.murphy',
      'ella.fitzgerald',
      'kwame.mensah',
      'member',
      'chloe.baker',
    ],
  },
  {
    category: 'business',
    by: 'jack.evans',
    title: 'Electric vans for local deliveries: range in winter?',
    body: 'Thinking of swapping three diesel vans. Our routes around Swansea are under 120 miles a day. Real-world winter range figures welcome.',
    tags: ['logistics', 'ev'],
    days: 10,
  },
  {
    category: 'business',
    by: 'admin',
    title: 'Membership fees proposal for next year',
    body: '@[0], before this goes to the board I would value your view as our treasurer-in-waiting. Draft figures: standard membership up 3%, a new reduced rate for sole traders. Nothing is decided, please keep it between us for now.',
    tags: ['membership', 'fees'],
    days: 6,
    private: true,
    mentions: ['member'],
    replies: [
      {
        by: 'member',
        body: 'Thanks Alex. The sole trader rate is a good idea. I would hold the standard increase to inflation. Happy to go through the numbers on Thursday.',
      },
    ],
  },
  {
    category: 'business',
    by: 'kwame.mensah',
    title: 'Pricing a retainer: day rate or outcomes?',
    body: 'Clients keep asking for "a bit of ongoing help". I have always quoted day rates, but outcome-based retainers seem to be what they actually want. How do you price yours?',
    tags: ['pricing', 'consulting'],
    days: 2,
  },

  // ------------------------------------------------------------------ Marketing and sales
  {
    category: 'marketing',
    by: 'ella.fitzgerald',
    title: 'LinkedIn: what is actually working for B2B this year',
    body: "From our client work: founder posts beat company page posts by a mile; documents (carousels) get saved; and comments on other people's posts bring more leads than your own posts. Happy to review anyone's profile.",
    tags: ['linkedin', 'social-media'],
    days: 50,
    likes: ['kwame.mensah', 'oliver.grant', 'chloe.baker', 'member', 'noah.williams'],
    replies: [
      {
        by: 'kwame.mensah',
        body: 'The point about comments is so true. Three of my last five clients came from a comment thread.',
        children: [
          {
            by: 'ella.fitzgerald',
            body: 'Exactly. Twenty minutes a day of thoughtful comments beats any scheduling tool.',
          },
        ],
      },
      { by: 'chloe.baker', body: 'Would love a profile review, Ella!' },
    ],
  },
  {
    category: 'marketing',
    by: 'chloe.baker',
    title: 'Product photography on a phone: ten tips',
    body: 'Window light, a white card to bounce it, clean the lens, shoot at 2x to avoid distortion, and always shoot a few in portrait for social. Full list in the thread.',
    tags: ['photography', 'content'],
    days: 43,
    likes: ['mohammed.rahman', 'sofia.rossi', 'ella.fitzgerald'],
  },
  {
    category: 'marketing',
    by: 'ben.thompson',
    title: 'Print is not dead: direct mail response rates',
    body: 'We ran a postcard campaign for a client in Nottingham: 2.4% response against 0.3% from their emails. Worth considering for local businesses.',
    tags: ['print', 'direct-mail'],
    days: 40,
  },
  {
    category: 'marketing',
    by: 'oliver.grant',
    title: 'Does anyone still get leads from their website contact form?',
    body: 'Ours has gone quiet since we redesigned. Wondering whether it is us or whether people just message on LinkedIn now.',
    tags: ['website', 'leads'],
    days: 33,
    replies: [
      {
        by: 'ella.fitzgerald',
        body: 'Check the form actually sends! We found one that had been broken for two months.',
        likes: ['oliver.grant', 'sofia.rossi'],
      },
      {
        by: 'noah.williams',
        body: 'Most of ours come by phone now. A visible phone number doubled enquiries.',
      },
    ],
  },
  {
    category: 'marketing',
    by: 'noah.williams',
    title: 'Google Business Profile reviews: how do you ask?',
    body: 'We send a short email after completion with a direct link. About one in five leave a review. Better ideas welcome.',
    tags: ['reviews', 'local-seo'],
    days: 25,
  },
  {
    category: 'marketing',
    by: 'mei.chen',
    title: 'Translating your website: where to start',
    body: 'If you sell abroad, translate the pages that convert first (pricing, contact, top three products), not the whole site. And have a native speaker check the result.',
    tags: ['translation', 'export'],
    days: 18,
    likes: ['daniel.kowalski', 'mohammed.rahman'],
  },
  {
    category: 'marketing',
    by: 'contributor',
    title: 'Sponsorship packages for community events: what do sponsors want?',
    body: 'Putting together packages for our spring events. In my experience sponsors want a named moment on stage and the attendee list (with consent), not just logos. What do members look for when they sponsor?',
    tags: ['sponsorship', 'events'],
    days: 9,
  },
  {
    category: 'marketing',
    by: 'ella.fitzgerald',
    title: 'Newsletter open rates after the privacy changes',
    body: 'Open rates are now mostly noise. We judge newsletters by clicks and replies instead. What do you measure?',
    tags: ['email', 'newsletters'],
    // Hours old, not a day: the email digest (worker/digest/) has something to list soon after seeding.
    days: 0.25,
  },

  // ------------------------------------------------------------------ Events and meet-ups
  {
    category: 'events',
    by: 'contributor',
    title: 'Manchester pricing workshop: slides and follow-up',
    body: 'Thanks to everyone who came! The slides are on their way by email. @[0], your question about annual price rises deserves its own thread.',
    tags: ['workshop', 'pricing', 'manchester'],
    days: 36,
    mentions: ['kwame.mensah'],
    likes: ['kwame.mensah', 'member', 'ella.fitzgerald'],
    replies: [
      { by: 'kwame.mensah', body: 'Thanks Chris, will start one this week.' },
      {
        by: 'ella.fitzgerald',
        body: 'Great session. The anchoring exercise was brilliant.',
        likes: ['contributor'],
      },
    ],
  },
  {
    category: 'events',
    by: 'aisha.bello',
    title: 'Newcastle meet-up: first Thursday of the month?',
    body: 'A few of us in the North East would like a regular informal meet-up. Quayside, 6pm, first Thursday. Who is in?',
    tags: ['newcastle', 'networking'],
    days: 29,
    likes: ['zara.ahmed', 'member'],
    replies: [
      { by: 'zara.ahmed', body: 'Count me in (Bradford is not that far!).' },
      {
        by: 'member',
        body: 'I will come up for the first one.',
        children: [{ by: 'aisha.bello', body: 'Brilliant, I will book a table for ten.' }],
      },
    ],
  },
  {
    category: 'events',
    by: 'isla.macdonald',
    title: 'Photos from the Roman York walking tour',
    body: 'What a lovely evening. @[0] took some brilliant photos, hopefully she will share a few here.',
    tags: ['york', 'social'],
    days: 21,
    mentions: ['chloe.baker'],
    replies: [
      { by: 'chloe.baker', body: 'Uploading them this weekend!', likes: ['isla.macdonald'] },
    ],
  },
  {
    category: 'events',
    by: 'grace.lin',
    title: 'Ideas for the annual conference breakout sessions',
    body: 'The committee asked for suggestions. Mine: a clinic on mental health at work, and a hands-on session on AI tools for admin. What would you go to?',
    tags: ['conference', 'ideas'],
    days: 14,
    replies: [
      {
        by: 'oliver.grant',
        body: 'Happy to run the AI tools session. Practical, no hype.',
        likes: ['grace.lin', 'admin'],
      },
      { by: 'hannah.murphy', body: 'A panel on hiring in a tight market, please.' },
    ],
  },
  {
    category: 'events',
    by: 'tom.hughes',
    title: 'Cardiff members: site visit to a timber-frame build?',
    body: 'We are finishing a timber-frame house near Penarth and the client is happy for a small group to visit. Anyone interested in a tour and a pint after?',
    tags: ['cardiff', 'site-visit'],
    days: 7,
  },
  {
    category: 'events',
    by: 'admin',
    title: 'Christmas dinner: seating requests',
    body: 'If you would like to sit with particular members at the dinner, reply here by the end of the month and we will do our best.',
    tags: ['christmas', 'dinner'],
    days: 4,
    replies: [
      { by: 'priya.shah', body: 'Please put the Bristol lot together, we promise to behave.' },
    ],
  },

  // ------------------------------------------------------------------ Founders' lounge (group only)
  {
    category: 'founders',
    by: 'priya.shah',
    title: 'Taking on a partner: how did you structure it?',
    body: 'One of our senior architects wants equity. I am open to it but nervous about the structure. Vesting? Buy-in? Sweat equity? How did you do it?',
    tags: ['equity', 'partnership'],
    days: 48,
    likes: ['oliver.grant', 'kwame.mensah', 'ravi.kumar'],
    replies: [
      {
        by: 'ravi.kumar',
        body: 'Four-year vesting with a one-year cliff, and a shareholders agreement with good and bad leaver clauses. Do not skip the agreement.',
        likes: ['priya.shah', 'oliver.grant'],
        children: [{ by: 'priya.shah', body: 'Thanks Ravi, that is the reassurance I needed.' }],
      },
      {
        by: 'oliver.grant',
        body: 'We used an EMI scheme instead of direct shares. Worth looking at.',
      },
    ],
  },
  {
    category: 'founders',
    by: 'oliver.grant',
    title: 'Saying no to a big client',
    body: 'We turned down a contract worth a third of our revenue because the terms would have swallowed the team. Six months on, no regrets. Anyone else been there?',
    tags: ['clients', 'growth'],
    days: 38,
    likes: ['priya.shah', 'mei.chen', 'kwame.mensah', 'admin'],
  },
  {
    category: 'founders',
    by: 'kwame.mensah',
    title: 'Founder burnout: what helped you?',
    body: 'Honest thread. I hit a wall in the spring. What helped me: a proper week off with no laptop, and a monthly call with another founder. What about you?',
    tags: ['wellbeing', 'founders'],
    days: 24,
    replies: [
      {
        by: 'mei.chen',
        body: 'Thank you for posting this. A coach helped me more than I expected.',
      },
      {
        by: 'admin',
        body: 'This is exactly why this group exists. Anyone who wants a buddy call, say so and we will pair people up.',
        likes: ['kwame.mensah', 'mei.chen', 'priya.shah'],
      },
    ],
  },
  {
    category: 'founders',
    by: 'ravi.kumar',
    title: 'Selling the business one day: start preparing now',
    body: 'Buyers pay for recurring revenue, clean books and a business that runs without you. Five years out is not too early to start.',
    tags: ['exit', 'valuation'],
    days: 15,
  },
  {
    category: 'founders',
    by: 'mei.chen',
    title: 'Board of advisers: paid or informal?',
    body: 'Thinking of setting up two or three advisers. Do people pay them, give equity, or keep it informal over dinner?',
    tags: ['advisers', 'governance'],
    days: 5,
    replies: [
      { by: 'priya.shah', body: 'Informal to start, then a small fee once it proved useful.' },
    ],
  },
]
