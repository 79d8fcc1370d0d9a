import { spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Whether a TCP (or UDP) port on loopback can be bound now. */
const bindable = (port: number, udp = false): Promise<boolean> =>
  new Promise((resolve) => {
    if (udp) {
      const socket = createSocket('udp4');
      socket.once('error', () => resolve(false));
      socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
      return;
    }
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * A port for baresip's SIP: it listens on it over UDP and TCP and, with no way to turn TLS off in this version, on
 * the next one for SIP over TLS; a port whose neighbour was taken failed its start ("Address already in use").
 */
async function sipListenPort(): Promise<number> {
  for (;;) {
    const server = createServer();
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
    await new Promise((resolve) => server.close(resolve));
    if (port < 65535 && (await bindable(port, true)) && (await bindable(port + 1))) return port;
  }
}

/**
 * A plain SIP caller from Debian's baresip (issue 39), headless: its microphone is the `ausine` module (a sine at a
 * known frequency) and `sndfile` records what it hears into a WAV file; no sound card, no console. A config
 * directory of its own in /tmp per run; `stop` ends the process and removes the directory.
 */
export async function baresipCaller(options: { from: string; dial: string; toneHz: number }) {
  const dir = await mkdtemp(join(tmpdir(), 'monitor-baresip-'));
  const config = [
    `sip_listen 127.0.0.1:${await sipListenPort()}`,
    // Played nowhere: aubridge without a source never runs; the recording is taken before the player.
    'audio_player aubridge,nil',
    'audio_alert aubridge,nil',
    `audio_source ausine,${options.toneHz}`,
    // ausine makes 48 kHz stereo only; baresip resamples to the call's PCMU.
    'ausrc_srate 48000',
    'ausrc_channels 2',
    'auplay_srate 48000',
    'module_path /usr/lib/baresip/modules',
    ...['g711', 'ausine', 'aubridge', 'sndfile', 'menu'].map((m) => `module ${m}.so`),
    'module_app account.so',
    `snd_path ${dir}`,
  ];
  await writeFile(join(dir, 'config'), `${config.join('\n')}\n`);
  await writeFile(join(dir, 'accounts'), `<sip:${options.from}@127.0.0.1>;regint=0\n`);
  const child = spawn('baresip', ['-f', dir, '-e', `/dial ${options.dial}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The start and the call's progress; the status line it then rewrites ten times a second is left out.
  let output = '';
  const keep = (chunk: Buffer) => {
    if (output.length < 8000) output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    output: () => output,
    /** The samples of what the caller heard so far (16-bit mono WAV, read while still being written). */
    heard: async (): Promise<{ rate: number; samples: Int16Array }> => {
      const name = (await readdir(dir)).find((f) => f.endsWith('.wav') && f.includes('dec'));
      if (!name) return { rate: 8000, samples: new Int16Array(0) };
      return pcmOf(await readFile(join(dir, name)));
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A WAV's rate and samples; the data chunk's size is ignored, since the file is still growing. */
export function pcmOf(wav: Buffer): { rate: number; samples: Int16Array } {
  const rate = wav.readUInt32LE(24);
  const at = wav.indexOf('data', 12) + 8;
  const bytes = wav.subarray(at, at + Math.floor((wav.length - at) / 2) * 2);
  const samples = new Int16Array(bytes.length / 2);
  for (let i = 0; i < samples.length; i += 1) samples[i] = bytes.readInt16LE(i * 2);
  return { rate, samples };
}
