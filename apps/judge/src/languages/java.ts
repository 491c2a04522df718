import { NO_ENV, aPlusB, infoOf, type JudgeLanguage } from './toolchain.ts';

/** Flags that keep a JVM small and fair inside the sandbox (sandbox study §6). */
const JVM_FAIR_FLAGS = ['-XX:+UseSerialGC', '-XX:ActiveProcessorCount=1', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData'] as const;
const JAVA_TOOL_FLAGS = JVM_FAIR_FLAGS.map((f) => `-J${f}`);

const info = infoOf('Java');

/** OpenJDK 17. */
export const JAVA: JudgeLanguage = {
  ...info,
  exeName: 'Main.jar',
  compile: {
    // javac, then one jar so that inner classes travel with Main as a single file.
    steps: [
      ['/usr/bin/javac', ...JAVA_TOOL_FLAGS, '-encoding', 'UTF-8', '-d', 'classes', '{src}'],
      ['/usr/bin/jar', ...JAVA_TOOL_FLAGS, '--create', '--file', '{exe}', '-C', 'classes', '.'],
    ],
    cpuMs: 10_000,
    wallMs: 20_000,
    memoryMB: 512,
    env: NO_ENV,
  },
  run: ['/usr/bin/java', '-Dfile.encoding=UTF-8', '-Xmx{maxMemoryMB}m', '-Xss{stackMB}m', ...JVM_FAIR_FLAGS, '-cp', '{exe}', 'Main'],
  env: NO_ENV,
  probes: ['/usr/bin/javac', '/usr/bin/jar', '/usr/bin/java'],
  debianPackages: ['openjdk-17-jdk-headless'],
  extraReadonlyPaths: ['/etc/java-17-openjdk', '/etc/alternatives'],
  selfTest: aPlusB(info),
};
