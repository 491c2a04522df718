import { describe, expect, it } from 'vitest';
import { javaAsMain } from './kattis-package.ts';

describe('javaAsMain', () => {
  const program = (name: string) => `import java.util.*;\n\npublic class ${name} {\n  public static void main(String[] a) {}\n}\n`;

  it('renames the public class named for the file to Main', () => {
    expect(javaAsMain('Sum.java', program('Sum'))).toBe(program('Main'));
    expect(javaAsMain('My$Sol.java', 'public  class\tMy$Sol {}')).toBe('public  class\tMain {}');
  });

  it('renames the declaration only: other mentions, other classes and longer names stay', () => {
    const code = 'class Helper {}\npublic class Sum {\n  static Sum make() { return null; }\n}\n// public class Sum2\n';
    expect(javaAsMain('Sum.java', code)).toBe(code.replace('public class Sum {', 'public class Main {'));
    expect(javaAsMain('Sum.java', 'public class SumAll {}')).toBe('public class SumAll {}');
    expect(javaAsMain('Sum.java', 'public class Sum$1 {}')).toBe('public class Sum$1 {}');
  });

  it('leaves Main.java, a file named otherwise than its class, and a file name that is no Java name', () => {
    expect(javaAsMain('Main.java', program('Main'))).toBe(program('Main'));
    expect(javaAsMain('Sum.java', program('Other'))).toBe(program('Other'));
    expect(javaAsMain('my-sol.java', program('my'))).toBe(program('my'));
  });
});
