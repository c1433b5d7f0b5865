/** SPEC §5 Application: 'Add Sample' fills a standard letter with the seeker's and the job's names. */
export function sampleLetter(seeker: string, job: { title: string; company: string }) {
  return `Dear Hiring Manager,

I am writing to apply for the position of ${job.title} at ${job.company}. I believe my experience and skills make me a good fit for this role, and I am keen to contribute to your team.

My profile on this portal gives the details of my work experience, education and skills. I would welcome the opportunity to discuss my application with you.

Thank you for your time and consideration.

Kind regards,
${seeker}`;
}
