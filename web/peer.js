// A road between two browsers with no server of ours (issue 52): a WebRTC data channel whose
// offer and answer travel in links a player sends through any messaging app.
//
// A link holds the few parts of a session description that two Chrome, Firefox or Safari
// browsers need to reach each other for a data channel (the ICE user name and password, the
// DTLS certificate's SHA-256 fingerprint, and the addresses found), packed in bytes and written
// in base64url: about 140 characters instead of the 600 to 1,000 of the description. `unpack`
// writes the description again. The addresses are gathered before the link is made (no
// trickling: there is no server to trickle through): a host's own addresses (Chrome names them
// by a random `*.local` name, not the address), and the public address a STUN server saw.
//
// STUN: the page asks the servers a host configures (`<meta name="remi-stun">` in index.html:
// space-separated `stun:` addresses; none: loopback and the same network only). A STUN server
// learns the address a browser reaches it from, never a card: the game goes browser to browser.
//
// In the page: window.remiPeer.invite(stun) and .join(code, stun) make a road (`Road`); a road's
// answer comes back with road.accept(code); road.send(text); road.onmessage / onopen / onclose.
// listen(id, fn) and handOver(id, code) carry a reply link opened in another tab of the same site
// to the inviter's open tab (BroadcastChannel). Pure parts (pack, unpack) run in Node.js too.
"use strict";
(function (global) {
  const VERSION = 1;
  const KINDS = ["host", "srflx", "prflx", "relay"];
  const PRIORITY = { host: 2122260223, srflx: 1686052607, prflx: 1853824767, relay: 41885439 };
  const GATHER_MS = 3000; // the longest the addresses are waited for before the link is made

  // --- base64url ---------------------------------------------------------------------------
  function toBase64url(bytes) {
    let text = "";
    for (const b of bytes) text += String.fromCharCode(b);
    const b64 = typeof btoa === "function" ? btoa(text) : Buffer.from(text, "binary").toString("base64");
    return b64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  function fromBase64url(code) {
    if (typeof code !== "string" || !/^[A-Za-z0-9_-]*$/.test(code)) throw new Error("not a link's code");
    const b64 = code.replace(/-/g, "+").replace(/_/g, "/");
    let text;
    try {
      text = typeof atob === "function" ? atob(b64) : Buffer.from(b64, "base64").toString("binary");
    } catch (err) {
      throw new Error("not a link's code");
    }
    return Uint8Array.from(text, (c) => c.charCodeAt(0));
  }

  // --- a description, packed --------------------------------------------------------------
  function field(sdp, name) {
    const m = sdp.match(new RegExp("^a=" + name + ":(.*)$", "m"));
    if (!m) throw new Error("the description has no " + name);
    return m[1].trim();
  }

  function addressBytes(address) {
    const v4 = address.match(/^(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
    if (v4) return [0, v4.slice(1).map(Number)];
    const mdns = address.match(/^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})\.local$/i);
    if (mdns) return [1, hexBytes(mdns.slice(1).join(""))];
    if (address.includes(":")) return [2, ipv6Bytes(address)];
    return null; // another kind of name: left out
  }
  function hexBytes(hex) {
    const out = [];
    for (let i = 0; i < hex.length; i += 2) out.push(parseInt(hex.slice(i, i + 2), 16));
    return out;
  }
  function ipv6Bytes(address) {
    const [head, tail] = address.split("::");
    const parts = (s) => (s ? s.split(":") : []);
    const h = parts(head), t = tail === undefined ? [] : parts(tail);
    const groups = tail === undefined ? h : h.concat(Array(8 - h.length - t.length).fill("0"), t);
    if (groups.length !== 8) throw new Error("not an IPv6 address: " + address);
    return groups.flatMap((g) => { const n = parseInt(g, 16); return [n >> 8, n & 255]; });
  }
  function addressText(form, bytes) {
    if (form === 0) return bytes.join(".");
    const hex = bytes.map((b) => b.toString(16).padStart(2, "0")).join("");
    if (form === 1) return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join("-") + ".local";
    const groups = [];
    for (let i = 0; i < 32; i += 4) groups.push(parseInt(hex.slice(i, i + 4), 16).toString(16));
    return groups.join(":");
  }

  // The parts of `sdp` (an offer or an answer) a link carries, as base64url.
  function pack(type, sdp) {
    const ufrag = field(sdp, "ice-ufrag"), pwd = field(sdp, "ice-pwd");
    const print = field(sdp, "fingerprint").split(" ");
    if (print[0].toLowerCase() !== "sha-256") throw new Error("a fingerprint that is not SHA-256");
    const bytes = [VERSION, type === "offer" ? 0 : 1, ufrag.length, ...Array.from(ufrag, (c) => c.charCodeAt(0)),
      pwd.length, ...Array.from(pwd, (c) => c.charCodeAt(0)), ...hexBytes(print[1].replace(/:/g, ""))];
    const candidates = [];
    const seen = new Set();
    for (const line of sdp.split(/\r?\n/)) {
      const m = line.match(/^a=candidate:\S+ 1 udp \d+ (\S+) (\d+) typ (\w+)/i);
      if (!m || seen.has(m[1] + " " + m[2])) continue;
      const address = addressBytes(m[1]);
      const kind = KINDS.indexOf(m[3]);
      if (address === null || kind < 0) continue;
      seen.add(m[1] + " " + m[2]);
      const port = Number(m[2]);
      candidates.push([(kind << 2) | address[0], ...address[1], port >> 8, port & 255]);
    }
    bytes.push(candidates.length);
    for (const c of candidates) bytes.push(...c);
    return toBase64url(Uint8Array.from(bytes));
  }

  // The description a packed link stands for: {type, sdp}. Throws on a damaged code.
  function unpack(code) {
    const bytes = fromBase64url(code);
    let at = 0;
    const take = (n) => {
      if (at + n > bytes.length) throw new Error("a link cut short");
      const out = Array.from(bytes.slice(at, at + n));
      at += n;
      return out;
    };
    const [version, kind] = take(2);
    if (version !== VERSION) throw new Error("a link of another version of Remi");
    const text = (n) => String.fromCharCode(...take(n));
    const ufrag = text(take(1)[0]), pwd = text(take(1)[0]);
    const print = take(32).map((b) => b.toString(16).padStart(2, "0").toUpperCase()).join(":");
    const count = take(1)[0];
    const lines = [];
    for (let i = 0; i < count; i++) {
      const [head] = take(1);
      const form = head & 3, type = KINDS[head >> 2];
      if (type === undefined || form > 2) throw new Error("a damaged address in the link");
      const address = addressText(form, take(form === 0 ? 4 : 16));
      const [hi, lo] = take(2);
      lines.push(`a=candidate:${i + 1} 1 udp ${PRIORITY[type] - i} ${address} ${(hi << 8) | lo} typ ${type}` +
        (type === "host" ? "" : " raddr 0.0.0.0 rport 0"));
    }
    if (at !== bytes.length) throw new Error("a link with something after its end");
    const type = kind === 0 ? "offer" : "answer";
    const sdp = ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0", "a=msid-semantic: WMS",
      "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0", ...lines,
      "a=ice-ufrag:" + ufrag, "a=ice-pwd:" + pwd, "a=fingerprint:sha-256 " + print,
      "a=setup:" + (type === "offer" ? "actpass" : "active"), "a=mid:0", "a=sctp-port:5000",
      "a=max-message-size:262144", ""].join("\r\n");
    return { type, sdp };
  }

  // --- roads -------------------------------------------------------------------------------
  function servers(stun) {
    const urls = (stun || "").split(/\s+/).filter((u) => /^stuns?:/.test(u));
    return urls.length ? [{ urls }] : [];
  }

  function gathered(pc) {
    return new Promise((resolve) => {
      if (pc.iceGatheringState === "complete") return resolve();
      const done = () => { clearTimeout(timer); resolve(); };
      const timer = setTimeout(done, GATHER_MS);
      pc.addEventListener("icegatheringstatechange", () => { if (pc.iceGatheringState === "complete") done(); });
    });
  }

  class Road {
    constructor(pc) {
      this.pc = pc;
      this.channel = null;
      this.onopen = null;
      this.onmessage = null;
      this.onclose = null;
      this.sent = 0;
      this.received = 0;
      pc.addEventListener("connectionstatechange", () => {
        if (["failed", "closed", "disconnected"].includes(pc.connectionState) && this.onclose) this.onclose(pc.connectionState);
      });
    }
    attach(channel) {
      this.channel = channel;
      channel.onopen = () => { if (this.onopen) this.onopen(); };
      channel.onclose = () => { if (this.onclose) this.onclose("closed"); };
      channel.onmessage = (event) => {
        this.received += 1;
        if (this.onmessage) this.onmessage(String(event.data));
      };
    }
    get open() { return this.channel !== null && this.channel.readyState === "open"; }
    get state() { return this.pc.connectionState; }
    send(text) {
      if (!this.open) return false;
      this.channel.send(text);
      this.sent += 1;
      return true;
    }
    async accept(code) {
      const answer = unpack(code);
      if (answer.type !== "answer") throw new Error("this link is an invitation, not a reply");
      await this.pc.setRemoteDescription(answer);
    }
    close() { this.pc.close(); }
  }

  // An invitation: a road waiting for its reply, and the code of the link to send.
  async function invite(stun) {
    const pc = new RTCPeerConnection({ iceServers: servers(stun) });
    const road = new Road(pc);
    road.attach(pc.createDataChannel("remi", { ordered: true }));
    await pc.setLocalDescription(await pc.createOffer());
    await gathered(pc);
    return { road, code: pack("offer", pc.localDescription.sdp) };
  }

  // A reply to an invitation's code: the road (open once the inviter takes the reply) and the
  // code of the reply link.
  async function join(code, stun) {
    const offer = unpack(code);
    if (offer.type !== "offer") throw new Error("this link is a reply, not an invitation");
    const pc = new RTCPeerConnection({ iceServers: servers(stun) });
    const road = new Road(pc);
    pc.addEventListener("datachannel", (event) => road.attach(event.channel));
    await pc.setRemoteDescription(offer);
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    return { road, code: pack("answer", pc.localDescription.sdp) };
  }

  // --- a reply link opened in another tab of the site ---------------------------------------
  const CHANNEL = "remi-live";

  // The inviter's tab: `fn(code)` for each reply to invitation `id` handed over by another tab.
  function listen(id, fn) {
    if (typeof BroadcastChannel !== "function") return () => {};
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event) => {
      const data = event.data || {};
      if (data.kind === "reply" && data.id === id) {
        channel.postMessage({ kind: "taken", id, code: data.code });
        fn(String(data.code));
      }
    };
    return () => channel.close();
  }

  // The reply link's tab: hands `code` to the inviter's open tab; true when that tab took it
  // (within `waitMs`), false when no tab of this browser holds invitation `id`.
  function handOver(id, code, waitMs = 1500) {
    if (typeof BroadcastChannel !== "function") return Promise.resolve(false);
    return new Promise((resolve) => {
      const channel = new BroadcastChannel(CHANNEL);
      const finish = (taken) => { clearTimeout(timer); channel.close(); resolve(taken); };
      const timer = setTimeout(() => finish(false), waitMs);
      channel.onmessage = (event) => {
        const data = event.data || {};
        if (data.kind === "taken" && data.id === id && data.code === code) finish(true);
      };
      channel.postMessage({ kind: "reply", id, code });
    });
  }

  const api = { pack, unpack, invite, join, listen, handOver, servers, Road };
  global.remiPeer = api;
  if (typeof module !== "undefined") module.exports = api;
})(typeof window !== "undefined" ? window : globalThis);
