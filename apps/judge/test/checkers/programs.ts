/**
 * Checkers, interactors and contestant programs of the judging-mode tests (modes.test.ts), in C and
 * C++. The checkers follow the special judge protocol of hoj-data-and-judge §B.9–§B.10.
 */

/** Exit-code protocol: within 1e-6 AC (100), within 1e-2 partial 50 % (99), not a number PE (101), else WA (102). */
export const FLOAT_CHECKER = String.raw`#include <cmath>
#include <cstdio>

int main(int argc, char *argv[]) {
  if (argc < 4) return 103;
  std::FILE *out = std::fopen(argv[2], "r");
  std::FILE *ans = std::fopen(argv[3], "r");
  double expected, found;
  if (!ans || std::fscanf(ans, "%lf", &expected) != 1) {
    std::fprintf(stderr, "the answer file holds no number");
    return 103;
  }
  if (!out || std::fscanf(out, "%lf", &found) != 1) {
    std::fprintf(stderr, "the output is not a number");
    return 101;
  }
  double diff = std::fabs(found - expected);
  if (diff <= 1e-6) return 100;
  if (diff <= 1e-2) {
    std::printf("50\n");
    std::fprintf(stderr, "close: off by %.6f", diff);
    return 99;
  }
  std::fprintf(stderr, "expected %.9f, found %.9f", expected, found);
  return 102;
}
`;

/** A testlib checker: the right sum is ok, one off earns 40 points, anything else is a wrong answer. */
export const TESTLIB_CHECKER = String.raw`#include "testlib.h"

int main(int argc, char *argv[]) {
  registerTestlibCmd(argc, argv);
  long long a = inf.readLong(), b = inf.readLong();
  long long expected = ans.readLong();
  if (a + b != expected) quitf(_fail, "the answer file is wrong");
  long long found = ouf.readLong();
  if (found == expected) quitf(_ok, "the sum is %lld", found);
  if (found == expected + 1 || found == expected - 1) quitp(40, "off by one: expected %lld, found %lld", expected, found);
  quitf(_wa, "expected %lld, found %lld", expected, found);
}
`;

/**
 * Guess the number: the input file holds N and the secret (1 ≤ secret ≤ N). The interactor sends N,
 * then answers each guess with "<" (the secret is smaller), ">" (larger) or "=" (found: AC). At most
 * 30 guesses; running out of guesses, or of input, is a wrong answer.
 */
export const GUESS_INTERACTOR = String.raw`#include <csignal>
#include <cstdio>

int main(int argc, char *argv[]) {
  // A contestant that quits early must not kill the interactor with SIGPIPE.
  std::signal(SIGPIPE, SIG_IGN);
  std::FILE *in = argc > 1 ? std::fopen(argv[1], "r") : nullptr;
  long long n, secret;
  if (!in || std::fscanf(in, "%lld %lld", &n, &secret) != 2) {
    std::fprintf(stderr, "the input file is broken");
    return 103;
  }
  std::printf("%lld\n", n);
  std::fflush(stdout);
  for (int guesses = 1; guesses <= 30; guesses++) {
    long long guess;
    if (std::scanf("%lld", &guess) != 1) {
      std::fprintf(stderr, "no guess after %d guesses", guesses - 1);
      return 102;
    }
    if (guess == secret) {
      std::printf("=\n");
      std::fflush(stdout);
      std::fprintf(stderr, "found %lld in %d guesses", secret, guesses);
      return 100;
    }
    std::printf(secret < guess ? "<\n" : ">\n");
    std::fflush(stdout);
  }
  std::fprintf(stderr, "too many guesses");
  return 102;
}
`;

/** The contestant side of the game: `flip` reads the answers the wrong way round. */
function guesser(flip: boolean): string {
  return String.raw`#include <cstdio>

int main() {
  long long n;
  if (std::scanf("%lld", &n) != 1) return 0;
  long long lo = 1, hi = n;
  while (lo <= hi) {
    long long mid = (lo + hi) / 2;
    std::printf("%lld\n", mid);
    std::fflush(stdout);
    char reply[4];
    if (std::scanf("%3s", reply) != 1 || reply[0] == '=') return 0;
    if ((reply[0] == '<') != ${flip ? 'true' : 'false'}) hi = mid - 1;
    else lo = mid + 1;
  }
  return 0;
}
`;
}

export const GUESSERS = {
  binarySearch: guesser(false),
  backwards: guesser(true),
  /** Never reads nor writes: spins until the time limit. */
  neverReads: '#include <cstdio>\nint main() {\n  volatile unsigned long long spin = 0;\n  for (;;) spin++;\n  return 0;\n}\n',
  /** One guess, then quits without reading the answer. */
  guessOnce: '#include <cstdio>\nint main() {\n  std::printf("1\\n");\n  std::fflush(stdout);\n  return 0;\n}\n',
  /** Floods the interactor with guesses and never reads its answers. */
  flood: '#include <cstdio>\nint main() {\n  for (;;) std::printf("2\\n");\n  return 0;\n}\n',
};

/** a + b, except that it answers one too many when a is 7 (to fail chosen cases). */
export const SUM_WRONG_ON_SEVEN =
  '#include <cstdio>\nint main() {\n  long long a, b;\n  std::scanf("%lld %lld", &a, &b);\n  std::printf("%lld\\n", a == 7 ? a + b + 1 : a + b);\n  return 0;\n}\n';
export const SUM =
  '#include <cstdio>\nint main() {\n  long long a, b;\n  std::scanf("%lld %lld", &a, &b);\n  std::printf("%lld\\n", a + b);\n  return 0;\n}\n';

/** a / b printed with `digits` decimals, plus `shift`. */
export function quotient(digits: number, shift = 0): string {
  return `#include <cstdio>\nint main() {\n  double a, b;\n  std::scanf("%lf %lf", &a, &b);\n  std::printf("%.${digits}f\\n", a / b + ${shift});\n  return 0;\n}\n`;
}
