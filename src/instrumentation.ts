/** Runs once when the server starts: open and migrate the database, then load demo content once. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/startup/start-server");
  await startServer();
}
