import { createServer, type AddressInfo, type Server, type Socket } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * Just enough of an SMTP server to receive what nodemailer sends (no TLS, no auth): the
 * sign-in e-mail and the reminder tests use it.
 */
export function startSmtpServer(): Promise<{
  server: Server;
  port: number;
  mails: ReceivedMail[];
}> {
  const mails: ReceivedMail[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = "";
    let inData = false;
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 test-smtp ready");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          mails.push(mail);
          mail = { from: "", to: [], data: "" };
          reply("250 queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 test-smtp");
        else if (verb === "MAIL") {
          mail.from = line;
          reply("250 ok");
        } else if (verb === "RCPT") {
          mail.to.push(line);
          reply("250 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 go ahead");
        } else if (line.toUpperCase() === "STARTTLS") {
          reply("454 TLS not available");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("250 ok");
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: (server.address() as AddressInfo).port, mails }),
    );
  });
}

/** Quoted-printable soft line breaks and escapes, enough to read a link back out of a mail. */
export const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
