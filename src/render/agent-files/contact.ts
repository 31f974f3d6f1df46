// Where agents send a person whose question the site does not answer: the contact page, or else the e-mail.
import type { Site } from '../../content/site.js';
import { fillWords } from '../../content/words/fill.js';
import { contactPage } from '../../domain/page-set.js';
import { pagePath } from '../../domain/pages.js';

export function describeContact(site: Site): string {
  const w = site.words.agents.agentsMd;
  const page = contactPage(site);
  return page
    ? fillWords(w.contactPage, { url: `${site.baseUrl}${pagePath(page.slug)}` })
    : fillWords(w.contactEmail, { email: site.identity.email });
}
