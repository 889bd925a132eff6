import { getAuth } from "@/modules/auth/auth";

export const dynamic = "force-dynamic";

async function handler(request: Request) {
  const auth = await getAuth();
  return auth.handler(request);
}

export { handler as GET, handler as POST };
