/**
 * Output validators and an interactor written for the Kattis protocol (argv: input, answer,
 * feedback dir; the contestant's output on stdin; exit 42 accepted, 43 wrong answer), as a
 * package's output_validators/ holds them.
 */

/** Shared by the validators below (shipped beside them in the package as a header). */
export const FEEDBACK_H = String.raw`#include <cstdio>
#include <string>

inline void feedback(const char *dir, const char *file, const std::string &text) {
  std::FILE *f = std::fopen((std::string(dir) + file).c_str(), "w");
  if (f) { std::fputs(text.c_str(), f); std::fclose(f); }
}
`;

/** Compares one number with the answer; says which in judgemessage.txt. */
export const SUM_VALIDATOR = String.raw`#include <fstream>
#include <iostream>
#include "feedback.h"

int main(int argc, char **argv) {
  std::ifstream answer(argv[2]);
  long long want = 0, got = 0;
  answer >> want;
  if (!(std::cin >> got)) { feedback(argv[3], "judgemessage.txt", "no number"); return 43; }
  if (got != want) { feedback(argv[3], "judgemessage.txt", "expected " + std::to_string(want) + ", got " + std::to_string(got)); return 43; }
  std::string extra;
  if (std::cin >> extra) { feedback(argv[3], "judgemessage.txt", "more output than a number"); return 43; }
  feedback(argv[3], "judgemessage.txt", "sum is right");
  return 42;
}
`;

/** The contestant prints k for the answer n: the share earned is k/n (score.txt); a negative k is rejected. */
export const SHARE_VALIDATOR = String.raw`#include <fstream>
#include <iostream>
#include "feedback.h"

int main(int argc, char **argv) {
  std::ifstream answer(argv[2]);
  double n = 1, k = 0;
  answer >> n;
  if (!(std::cin >> k) || k < 0) { feedback(argv[3], "judgemessage.txt", "no share"); return 43; }
  char share[64];
  std::snprintf(share, sizeof share, "%.6f\n", k / n);
  feedback(argv[3], "score.txt", share);
  feedback(argv[3], "judgemessage.txt", std::string("share ") + share);
  return 42;
}
`;

/**
 * The guessing game (input: the bound and the secret): the interactor prints the bound, answers
 * each guess with <, > or =, and accepts when the secret is found within 30 guesses.
 */
export const GUESS_INTERACTOR = String.raw`#include <csignal>
#include <cstdio>
#include <string>
#include "feedback.h"

int main(int argc, char **argv) {
  std::signal(SIGPIPE, SIG_IGN);
  std::FILE *in = std::fopen(argv[1], "r");
  long long n, secret;
  if (!in || std::fscanf(in, "%lld %lld", &n, &secret) != 2) return 1;
  std::printf("%lld\n", n);
  std::fflush(stdout);
  for (int guesses = 1; guesses <= 30; guesses++) {
    long long guess;
    if (std::scanf("%lld", &guess) != 1) { feedback(argv[3], "judgemessage.txt", "no guess"); return 43; }
    if (guess == secret) {
      std::printf("=\n");
      std::fflush(stdout);
      feedback(argv[3], "judgemessage.txt", "found in " + std::to_string(guesses) + " guesses");
      return 42;
    }
    std::printf(secret < guess ? "<\n" : ">\n");
    std::fflush(stdout);
  }
  feedback(argv[3], "judgemessage.txt", "too many guesses");
  return 43;
}
`;

/** Prints the answer n as it is (the whole share), half of it, or -1 (rejected). */
export function sharePrinter(kind: 'full' | 'half' | 'negative'): string {
  const out = kind === 'full' ? 'n' : kind === 'half' ? 'n / 2' : '-1LL';
  return `#include <cstdio>\nint main() {\n  long long n;\n  std::scanf("%lld", &n);\n  std::printf("%lld\\n", ${out});\n  return 0;\n}\n`;
}

export const SPIN = '#include <cstdio>\nint main() {\n  volatile unsigned long long spin = 0;\n  for (;;) spin++;\n  return 0;\n}\n';
export const CRASH =
  '#include <stdio.h>\n#include <stdlib.h>\nint main(void) {\n  int *p = NULL;\n  printf("%d\\n", *p);\n  return 0;\n}\n';
export const SUM_PY = 'a, b = map(int, input().split())\nprint(a + b)\n';
