// scripts/shop-server.ts bundles the front from this path; the front itself is front/serve.ts.
import '../front/serve';
