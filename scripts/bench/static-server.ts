// The comparison server: the pages' HTML as files served by sirv, in a process of its own so its
// CPU time is read the same way as the app's. Usage: static-server.ts <dir> <port>
import http from "node:http";
import sirv from "sirv";

const [dir, port] = process.argv.slice(2);
const serve = sirv(dir, { etag: false, dev: false });
http
  .createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  )
  .listen(Number(port), "127.0.0.1", () => console.log("ready"));
