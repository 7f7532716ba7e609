import type { TargetAudience, TopicCategory, UrgencyLevel } from '../../../../core/community.ts';

/** The demo accounts: clearly fictional, shown with a "Demo" badge; their e-mails cannot receive mail. */
export const DEMO_AUTHORS = [
  'Priya Raman',
  'Arjun Mehta',
  'Wei Zhang',
  'Sofia Alvarez',
  'Daniel Okafor',
  'Meera Iyer',
  'Kenji Tanaka',
  'Fatima Khan',
  'Lucas Oliveira',
  'Ananya Gupta',
  'Tomasz Nowak',
  'Grace Kim',
] as const;

export const DEMO_EMAIL_DOMAIN = 'demo.sponsorpath.invalid';

export type DemoPost = {
  category: TopicCategory;
  title: string;
  content: string;
  urgency: UrgencyLevel;
  audience: TargetAudience;
  tags: string[];
  /** Replies tailored to the post; the generator adds general ones around them. */
  replies: string[];
};

export const DEMO_POSTS: DemoPost[] = [
  {
    category: 'h1b_lottery',
    title: 'Selected in the second round? Share your timeline',
    content:
      'USCIS just announced a second selection round for this fiscal year. If you were picked, when did your myUSCIS status change and how long did your employer take to file the petition? Trying to gauge whether our attorney is moving fast enough.',
    urgency: 'time_sensitive',
    audience: 'professionals',
    tags: ['lottery', 'second round', 'cap season'],
    replies: [
      'Mine changed to Selected on a Tuesday evening, the attorney filed within 9 days.',
      'Our company used premium processing right away, approval came in 11 business days.',
      'No change for me yet. Fingers crossed for everyone still waiting.',
      'Ask your attorney for the LCA certification date, that is usually the bottleneck.',
    ],
  },
  {
    category: 'h1b_lottery',
    title: 'Beneficiary-centric selection: does it really improve odds for single registrations?',
    content:
      'With the beneficiary-centric process, multiple employers registering the same person no longer increases the chance. For those of us with one employer, did the overall odds change? Looking for real numbers, not speculation.',
    urgency: 'medium',
    audience: 'new_graduates',
    tags: ['lottery', 'odds', 'registration'],
    replies: [
      'USCIS published the numbers: far fewer duplicate registrations, so unique beneficiaries had better odds.',
      'My cohort from the masters program saw roughly a third selected, up from the year before.',
      'Remember the masters cap gives you two chances if you have a US advanced degree.',
    ],
  },
  {
    category: 'h1b_lottery',
    title: 'Not selected three years in a row: what are my options?',
    content:
      'Third and last STEM OPT year ends in August and I was not selected again. I know about cap-exempt employers (universities, non-profit research). Has anyone moved to Canada or done day-1 CPT and regretted it?',
    urgency: 'high',
    audience: 'new_graduates',
    tags: ['cap exempt', 'options', 'opt'],
    replies: [
      'Cap-exempt research roles are underrated. I moved to a university lab and later switched back through a cap-subject transfer.',
      'Be very careful with day-1 CPT programs, ask an immigration attorney before enrolling.',
      'L-1 through a global company is another path if you can work abroad for a year.',
    ],
  },
  {
    category: 'h1b_jobs',
    title: 'Companies that actually sponsor for new grads in data roles',
    content:
      'Making a list of companies that sponsored new grad data analysts and data engineers in the last year, based on LCA filings. Please add the ones you know from your own offer, not from rumours.',
    urgency: 'medium',
    audience: 'new_graduates',
    tags: ['data', 'new grad', 'sponsorship'],
    replies: [
      'Check the LCA data on the sponsor pages here, you can filter by job title.',
      'Mid-size consulting firms sponsored several of my classmates for analyst roles.',
      'Banks in Charlotte and Jersey City sponsored data engineers this cycle.',
    ],
  },
  {
    category: 'h1b_jobs',
    title: 'How do you ask about sponsorship in the first recruiter call?',
    content:
      "I never know when to bring up sponsorship. Too early and I get filtered out, too late and it wastes everyone's time. What wording worked for you?",
    urgency: 'low',
    audience: 'students',
    tags: ['interviews', 'recruiters'],
    replies: [
      'I say: "I will need H1B sponsorship, is that something the team supports for this role?" Short and clear.',
      'Ask in the first call. Recruiters appreciate it and you save weeks.',
      'Some applications ask it directly; answer honestly, companies that sponsor will not care.',
    ],
  },
  {
    category: 'h1b_jobs',
    title: 'Offer from a startup: what to check before accepting a sponsored role',
    content:
      'Series A startup offered to sponsor me. They have never filed an H1B before. What should I ask them to make sure the petition goes smoothly (attorney, fees, ability to pay the prevailing wage)?',
    urgency: 'high',
    audience: 'professionals',
    tags: ['startup', 'offer', 'prevailing wage'],
    replies: [
      'Ask who their immigration counsel is and whether they have paid the fees for other employees.',
      'USCIS checks ability to pay; startups with funding usually show bank statements or a funding letter.',
      'Get the sponsorship commitment in the offer letter.',
    ],
  },
  {
    category: 'h1b_stamping',
    title: 'Stamping in Hyderabad: 221(g) white slip, what happened next?',
    content:
      'Got a 221(g) white slip asking for the client letter and the itinerary. Submitted documents a week ago. For those who went through this, how long until the passport request?',
    urgency: 'time_sensitive',
    audience: 'professionals',
    tags: ['221g', 'stamping', 'india'],
    replies: [
      'Took 23 days for me after document submission, then the passport request came the same week.',
      'Keep checking the CEAC status; it changes to Issued before the e-mail arrives.',
      'Mine was 6 weeks. It was stressful, but it was approved in the end.',
    ],
  },
  {
    category: 'h1b_stamping',
    title: 'Dropbox (interview waiver) eligibility after the rule changes',
    content:
      'Am I still eligible for the interview waiver if my previous visa was issued in the same category and expired less than 12 months ago? The consulate page is confusing.',
    urgency: 'medium',
    audience: 'professionals',
    tags: ['dropbox', 'interview waiver'],
    replies: [
      'Read the consulate page for your country; the eligibility questions in the booking flow decide it.',
      'I qualified with an expired H1B visa from 10 months ago.',
    ],
  },
  {
    category: 'h1b_stamping',
    title: 'Domestic visa renewal: anyone tried it?',
    content:
      'The State Department runs domestic renewals for some H1B holders. Did anyone get their visa renewed without leaving the US? How long did it take?',
    urgency: 'low',
    audience: 'experienced',
    tags: ['domestic renewal', 'state department'],
    replies: [
      'Applied in the first window, passport came back in about 5 weeks.',
      'Slots filled in minutes. Set an alarm for the opening time.',
    ],
  },
  {
    category: 'h1b_green_card',
    title: 'PERM audit after 8 months: how much longer?',
    content:
      'Our PERM application got an audit notice. The attorney responded within the deadline. How long are audits taking right now, and does it affect the priority date?',
    urgency: 'medium',
    audience: 'experienced',
    tags: ['perm', 'audit', 'priority date'],
    replies: [
      'The priority date stays the PERM filing date, the audit only delays certification.',
      'Mine took about 5 extra months after the audit response.',
      'Check the DOL processing times page, they publish audit review dates.',
    ],
  },
  {
    category: 'h1b_green_card',
    title: 'I-140 approved: can I change jobs now?',
    content:
      'My I-140 was approved more than 180 days ago. If I move to a new employer, do I keep the priority date? And can I extend the H1B beyond six years with the new employer?',
    urgency: 'high',
    audience: 'experienced',
    tags: ['i-140', 'job change', 'priority date'],
    replies: [
      'You keep the priority date once the I-140 has been approved (unless revoked for fraud).',
      'The new employer can get 3-year extensions based on the approved I-140.',
      'The new employer has to start PERM again, but you port the priority date.',
    ],
  },
  {
    category: 'h1b_green_card',
    title: 'Visa bulletin: dates for filing vs final action, which one applies?',
    content:
      'Every month I get confused. USCIS says which chart to use for adjustment of status. Can someone explain it simply?',
    urgency: 'low',
    audience: 'professionals',
    tags: ['visa bulletin', 'i-485'],
    replies: [
      'USCIS announces each month which chart applies for filing the I-485. Final action decides approval.',
      'If your priority date is before the dates-for-filing date and USCIS allows that chart, you can file.',
    ],
  },
  {
    category: 'h1b_transfer',
    title: 'H1B transfer: can I start at the new job on receipt?',
    content:
      'The new employer filed my transfer petition and we got the receipt notice. Can I start working there before approval? I do not want to risk my status.',
    urgency: 'time_sensitive',
    audience: 'professionals',
    tags: ['transfer', 'portability'],
    replies: [
      'Yes, H1B portability lets you start once the petition is filed, if you were in status.',
      'Keep working at the old job until the new one starts, so there is no gap.',
      'Keep copies of your recent pay stubs in case you need to prove status.',
    ],
  },
  {
    category: 'h1b_transfer',
    title: 'Laid off: the 60-day grace period, step by step',
    content:
      'Got laid off yesterday. I know there is a grace period of up to 60 days. What did you do first? Any tips for landing a sponsored role that fast?',
    urgency: 'time_sensitive',
    audience: 'professionals',
    tags: ['layoff', 'grace period'],
    replies: [
      'First: note your last day of employment, the 60 days start from there.',
      'Tell recruiters you are a transfer, not a new cap case. That makes it easy for them.',
      'B-2 change of status is an option to buy time if the job search runs long.',
      'I found a role in 5 weeks by reaching out to former colleagues. You can do this.',
    ],
  },
  {
    category: 'h1b_transfer',
    title: 'Extension beyond 6 years with a pending PERM',
    content:
      'I am in year 6 and our PERM was filed more than 365 days ago. Can we get a 1-year extension? What documents did your attorney ask for?',
    urgency: 'high',
    audience: 'experienced',
    tags: ['extension', 'ac21', 'perm'],
    replies: [
      'Yes, AC21 allows 1-year extensions when PERM was filed over 365 days before the 6-year limit.',
      'We sent the PERM filing confirmation and the audit receipt.',
    ],
  },
  {
    category: 'h1b_policy',
    title: 'Proposed wage-level rule: what would change for entry-level roles?',
    content:
      'There is talk again of weighting the selection by wage level. If that passes, what does it mean for new grads offered level 1 wages?',
    urgency: 'medium',
    audience: 'students',
    tags: ['policy', 'wage level'],
    replies: [
      'Higher wage levels would get more entries in the selection. Level 1 would still be eligible.',
      'Negotiate the level with your employer if your duties justify a higher one.',
    ],
  },
  {
    category: 'h1b_policy',
    title: 'New registration fee and what employers are saying',
    content:
      'The registration fee went up. Some smaller companies told candidates they will not register this year. Anyone else hearing this?',
    urgency: 'low',
    audience: 'professionals',
    tags: ['fees', 'registration'],
    replies: [
      'Our startup still registered everyone, the fee is small compared to recruiting costs.',
      'A friend was told the company would only register senior roles.',
    ],
  },
  {
    category: 'h1b_policy',
    title: 'Modernization rule summary (specialty occupation, cap-exempt, startups)',
    content:
      'Summarising the modernization rule for those who have not read all of it: clearer specialty occupation definition, more flexible cap-exempt rules, and a path for founders with a controlling interest.',
    urgency: 'low',
    audience: 'experienced',
    tags: ['policy', 'founders', 'modernization'],
    replies: [
      'The founder provision is great news for those of us building companies.',
      'Thanks for the summary, clearer than most news articles.',
    ],
  },
  {
    category: 'h1b_spouse',
    title: 'H4 EAD renewal: automatic extension now?',
    content:
      'My H4 EAD expires next month. Is there an automatic extension if we filed the renewal on time together with the H4 extension?',
    urgency: 'time_sensitive',
    audience: 'professionals',
    tags: ['h4 ead', 'renewal'],
    replies: [
      'There is an automatic extension of up to 540 days for timely filed renewals in eligible categories.',
      'Keep the receipt notice with your expired card, HR will ask for both.',
    ],
  },
  {
    category: 'h1b_spouse',
    title: 'Starting a business on H4 EAD',
    content:
      'With an H4 EAD I can work for anyone. Can I start my own consulting LLC too? Any tax surprises?',
    urgency: 'low',
    audience: 'professionals',
    tags: ['h4 ead', 'business'],
    replies: [
      'Yes, the EAD allows self-employment. Talk to an accountant about self-employment tax.',
      'Keep in mind the EAD depends on the H1B spouse staying in status.',
    ],
  },
  {
    category: 'h1b_spouse',
    title: 'Kids on H4 turning 21: what are the options?',
    content:
      'Our daughter turns 21 before our green card is approved. She is in college. Do we switch her to F1? Does CSPA help?',
    urgency: 'high',
    audience: 'experienced',
    tags: ['h4', 'aging out', 'cspa'],
    replies: [
      'Switching to F1 before she turns 21 is the usual route.',
      'CSPA may reduce her age for green card purposes, ask your attorney to calculate it.',
    ],
  },
  {
    category: 'f1_transition',
    title: 'Cap-gap: my OPT ends before October 1',
    content:
      'My OPT ends in June and my H1B petition was filed in April. Am I covered until October 1? What document should I show my employer?',
    urgency: 'time_sensitive',
    audience: 'students',
    tags: ['cap gap', 'opt', 'change of status'],
    replies: [
      'Cap-gap extends your OPT work authorisation until the H1B starts, if filed as a change of status.',
      'Ask your DSO for an updated I-20 showing the cap-gap extension.',
    ],
  },
  {
    category: 'f1_transition',
    title: 'Travel during change of status from F1 to H1B',
    content:
      'My change of status petition is pending. My sister is getting married abroad in August. If I travel, does the change of status get abandoned?',
    urgency: 'high',
    audience: 'students',
    tags: ['travel', 'change of status'],
    replies: [
      'Travelling abandons the change of status; you would need consular processing and a visa stamp.',
      'Many people travel and get stamped, but plan for delays before October 1.',
    ],
  },
  {
    category: 'f1_transition',
    title: 'Consular processing vs change of status: which one did you choose?',
    content: 'Employer asked me to choose. I am on STEM OPT with 18 months left. Pros and cons?',
    urgency: 'medium',
    audience: 'new_graduates',
    tags: ['consular processing', 'change of status'],
    replies: [
      'Change of status if you do not need to travel; it keeps you working without a stamp.',
      'Consular processing gives you flexibility if OPT runs long anyway.',
    ],
  },
  {
    category: 'f1_opt',
    title: 'STEM OPT extension: I-983 training plan tips',
    content:
      'Filling in my first I-983. What did your employer write for the training goals? My manager has never done this.',
    urgency: 'medium',
    audience: 'students',
    tags: ['stem opt', 'i-983'],
    replies: [
      'Make the goals specific to your role and measurable: skills, projects, evaluation dates.',
      'Ask HR for a previous plan as a template, most companies have one.',
    ],
  },
  {
    category: 'f1_opt',
    title: 'Unemployment days on OPT: how are they counted?',
    content: 'I have 90 days of unemployment allowed on OPT. Do weekends count? What if I volunteer?',
    urgency: 'high',
    audience: 'students',
    tags: ['opt', 'unemployment'],
    replies: [
      'Every calendar day counts while you are not employed, weekends included.',
      'Volunteering related to your degree for 20+ hours a week can count as employment. Document it.',
    ],
  },
  {
    category: 'f1_opt',
    title: 'OPT EAD card delayed: can I start working on the approval notice?',
    content:
      'My I-765 was approved online but the card has not arrived. My start date is Monday. Can I start?',
    urgency: 'time_sensitive',
    audience: 'students',
    tags: ['opt', 'ead'],
    replies: [
      'You need the physical card for I-9. Ask your employer to delay the start date a few days.',
      'Track the card with the USPS tracking number in your case status.',
    ],
  },
  {
    category: 'general_career',
    title: 'Negotiating salary when you need sponsorship',
    content:
      'Do employers expect sponsored candidates to accept lower offers? How did you negotiate without feeling like you had no leverage?',
    urgency: 'low',
    audience: 'professionals',
    tags: ['negotiation', 'salary'],
    replies: [
      'The LCA requires at least the prevailing wage. Use the LCA data to see what others in the role earn.',
      'I negotiated like anyone else and got a 12% increase. Sponsorship was never mentioned.',
      'Competing offers are the best leverage, sponsorship or not.',
    ],
  },
  {
    category: 'general_career',
    title: 'Resume tips for international candidates',
    content:
      'Should I put my visa status on my resume? And how do I explain a degree from abroad to US recruiters?',
    urgency: 'low',
    audience: 'new_graduates',
    tags: ['resume', 'job search'],
    replies: [
      'Leave visa status off the resume; mention it in the application question or the first call.',
      'Add a short line on the university ranking or a WES evaluation if recruiters are confused.',
    ],
  },
  {
    category: 'general_career',
    title: 'Switching from consulting to product companies on H1B',
    content:
      'Three years at a consulting company on client projects. Product companies seem to want product experience. Any tips from people who made the switch?',
    urgency: 'medium',
    audience: 'experienced',
    tags: ['career change', 'consulting'],
    replies: [
      'Highlight ownership: features you designed, not just tickets you closed.',
      'Internal referrals made the difference for me.',
    ],
  },
];

/** Replies that fit any thread; the generator mixes them into the tailored ones. */
export const GENERAL_REPLIES = [
  'Thanks for sharing this, really helpful.',
  'Same situation here. Following this thread.',
  'Talk to an immigration attorney before deciding, every case is a bit different.',
  'This matches what my attorney told me last month.',
  'Could you share how long each step took?',
  'Good question. I had the same doubt last year.',
  'Check the official USCIS page too, it was updated recently.',
  'Did your employer cover the premium processing fee?',
  'Thank you, this saved me a lot of worry.',
  'I can confirm this from my own experience.',
  'Not exactly the same, but close: mine took a little longer.',
  'Great summary. Bookmarking this.',
  'Which service center handled your case?',
  'Hang in there, it does work out in the end.',
  'That is a good point I had not considered.',
  'Any update since you posted this?',
  'Agreed. Keep copies of every document.',
  'Our HR team said the same thing.',
];
