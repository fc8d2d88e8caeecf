import { randomUUID } from 'node:crypto';
import type { ContentSnapshot, ContentStore } from './content-store';
import { deliver, type Delivery } from './webhook-delivery';
import { apiUpdatePayload } from './webhook-payload';

export interface Webhook {
  id: string;
  url: string;
  secret: string | null;
}

export interface WebhooksOptions {
  /** The backends' origin (the payloads' `apiUrl`). */
  origin: string;
  /** The webhook every repository here starts with: the shop's `/api/revalidate`, with its secret. */
  shop: { url: string; secret: string };
}

/** Deliveries kept for `GET /prismic/webhooks`, newest first (Prismic's webhook logs). */
const keptDeliveries = 50;

/**
 * A repository's webhooks (Prismic's Settings > Webhooks): on every new master ref of `store`, each
 * one is sent the "api-update" payload, in the background. It starts with the shop's; tests add
 * others (a cluster's balancer) through `/prismic/webhooks`.
 */
export class PrismicWebhooks {
  private readonly webhooks = new Map<string, Webhook>();
  private readonly deliveries: Delivery[] = [];
  private readonly closing = new AbortController();
  private readonly unsubscribe: () => void;

  constructor(
    store: ContentStore,
    private readonly options: WebhooksOptions,
  ) {
    this.add({ id: 'shop', ...options.shop });
    this.unsubscribe = store.subscribe((previous, next) => this.publish(previous, next));
  }

  add({ id = randomUUID(), url, secret }: { id?: string; url: string; secret: string | null }): Webhook {
    const webhook = { id, url, secret };
    this.webhooks.set(id, webhook);
    return webhook;
  }

  remove(id: string): boolean {
    return this.webhooks.delete(id);
  }

  /** The settings without their secrets, and the latest deliveries. */
  describe() {
    return {
      webhooks: [...this.webhooks.values()].map(({ id, url }) => ({ id, url })),
      deliveries: [...this.deliveries],
    };
  }

  stop() {
    this.unsubscribe();
    this.closing.abort();
  }

  private publish(previous: ContentSnapshot, next: ContentSnapshot) {
    for (const { url, secret } of this.webhooks.values()) {
      const payload = apiUpdatePayload(previous, next, { origin: this.options.origin, secret });
      void deliver(url, payload, this.closing.signal).then((delivery) => {
        if (!delivery) return;
        this.deliveries.unshift(delivery);
        this.deliveries.length = Math.min(this.deliveries.length, keptDeliveries);
      });
    }
  }
}
