import { ContentStore } from './content-store';

/** This process's content: the Content API serves it, the webhooks watch it for new master refs. */
export const contentStore = new ContentStore();
