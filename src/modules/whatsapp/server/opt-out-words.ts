/**
 * The words that opt a number out of (or back into) our WhatsApp messages, in English and in the
 * languages the site's templates use (es, fr, de, pt, ar, zh). A message counts when, trimmed of
 * spaces and punctuation and case-folded, it is exactly one of them: "stop" inside a sentence
 * ("don't stop the offer") is not a request.
 */
const OPT_OUT = [
  "stop",
  "unsubscribe",
  "baja",
  "darse de baja",
  "cancelar",
  "arrêt",
  "arret",
  "désabonner",
  "desabonner",
  "stopp",
  "abmelden",
  "parar",
  "sair",
  "cancelar inscrição",
  "إيقاف",
  "الغاء الاشتراك",
  "إلغاء الاشتراك",
  "退订",
  "取消订阅",
];
const OPT_IN = ["start", "subscribe", "alta", "démarrer", "demarrer", "iniciar", "ابدأ", "订阅"];

export type OptWord = "out" | "in" | null;

function normalise(body: string): string {
  return body
    .normalize("NFC")
    .toLocaleLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, " ")
    .trim();
}

const OUT = new Set(OPT_OUT.map(normalise));
const IN = new Set(OPT_IN.map(normalise));

/** Whether an incoming text asks to stop ("out") or start again ("in"), else null. */
export function optWord(body: string | null | undefined): OptWord {
  if (!body || body.length > 40) return null;
  const word = normalise(body);
  if (OUT.has(word)) return "out";
  if (IN.has(word)) return "in";
  return null;
}
