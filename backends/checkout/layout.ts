import { escapeHtml } from '../http';
import type { Language } from '../markets';

/** Plain, high-contrast styles (text #1a1a1a on white, errors #a4000f: both above WCAG AA). */
const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1a1a;background:#fff}
main{max-width:960px;margin:0 auto;padding:24px 16px}
h1{font-size:1.75rem;margin:0 0 16px}
h2{font-size:1.25rem;margin:24px 0 8px}
.columns{display:grid;gap:32px}
@media (min-width:768px){.columns{grid-template-columns:1fr 1fr}}
table{width:100%;border-collapse:collapse}
caption{text-align:left;font-weight:600;font-size:1.25rem;margin-bottom:8px}
th,td{padding:8px 4px;border-bottom:1px solid #767676;text-align:left;vertical-align:top}
td.num,th.num{text-align:right}
tfoot th{font-weight:600}
fieldset{border:1px solid #767676;border-radius:4px;margin:0 0 16px;padding:12px 16px}
legend{font-weight:600;padding:0 4px}
.field{margin-bottom:12px}
label{display:block;font-weight:500;margin-bottom:4px}
input,select{width:100%;padding:10px;font:inherit;color:#1a1a1a;background:#fff;border:1px solid #595959;border-radius:4px}
input:focus,select:focus,button:focus,a:focus{outline:3px solid #0b57d0;outline-offset:2px}
[aria-invalid=true]{border-color:#a4000f;border-width:2px}
.error{color:#a4000f;margin:4px 0 0;font-weight:500}
.hint{color:#4a4a4a;margin:4px 0 0;font-size:.9rem}
.gift{white-space:pre-line;font-style:italic}
.alert{border:2px solid #a4000f;color:#a4000f;padding:12px;border-radius:4px;margin-bottom:16px}
button{width:100%;padding:14px;font:inherit;font-weight:600;color:#fff;background:#1a1a1a;border:0;border-radius:4px;cursor:pointer}
button.secondary{width:auto;padding:10px 16px;color:#1a1a1a;background:#fff;border:1px solid #1a1a1a}
section form{margin-top:16px}
a{color:#0b57d0}
a[aria-current=true]{font-weight:600}
`;

export function layout(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main id="main">
${body}
</main>
</body>
</html>`;
}

export function formatMoney(minor: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);
}
