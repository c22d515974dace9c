/**
 * A real authoritative DNS server for the tests (dns2, over UDP on 127.0.0.1): records are set and
 * removed while it runs, and the API's resolver asks it like any name server.
 */
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

const { Packet } = dns2;

export interface TestDnsServer {
  /** `127.0.0.1:<port>`, for DNS_RESOLVER. */
  address: string;
  setTxt(name: string, value: string): void;
  setCname(name: string, target: string): void;
  remove(name: string): void;
  /** Answers nothing at all (a resolver timeout) while on. */
  silence(on: boolean): void;
  close(): Promise<void>;
}

export async function startTestDnsServer(): Promise<TestDnsServer> {
  const txt = new Map<string, string>();
  const cname = new Map<string, string>();
  let silent = false;
  const key = (name: string) => name.toLowerCase().replace(/\.$/u, '');

  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      if (silent) return;
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = key(question?.name ?? '');
      if (question?.type === Packet.TYPE.TXT && txt.has(name)) {
        response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, data: txt.get(name)! }));
      } else if (question?.type === Packet.TYPE.CNAME && cname.has(name)) {
        response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, domain: cname.get(name)! }));
      } else if (!txt.has(name) && !cname.has(name)) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
      }
      void send(response);
    },
  });
  const { udp } = await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const { port } = udp as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    setTxt: (name, value) => txt.set(key(name), value),
    setCname: (name, target) => cname.set(key(name), target),
    remove: (name) => {
      txt.delete(key(name));
      cname.delete(key(name));
    },
    silence: (on) => {
      silent = on;
    },
    close: () => server.close(),
  };
}
