/*
 * A small testlib-compatible header for checkers and interactors: just enough of the usual
 * interface for `#include "testlib.h"` checkers to build and to speak testlib's protocol.
 *
 *   registerTestlibCmd(argc, argv)   opens inf (argv[1]), ouf (argv[2]) and ans (argv[3])
 *   inf / ouf / ans                  readInt, readLong, readDouble, readWord, seekEof, eof
 *   quitf(_ok | _wa | _pe | _fail, fmt, ...)
 *   quitp(points, fmt, ...)
 *
 * Verdicts go to stderr as "ok ...", "wrong answer ...", "wrong output format ...", "FAIL ..." or
 * "points X ...", with the exit codes 0, 1, 2, 3 and 7. A read that fails on the contestant's
 * output (ouf) is "wrong output format"; on the input or the answer it is "FAIL".
 */
#ifndef TESTLIB_H
#define TESTLIB_H

#include <cctype>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>

enum TResult { _ok = 0, _wa = 1, _pe = 2, _fail = 3, _points = 7 };

inline std::string testlibFormat(const char *fmt, va_list ap) {
  char buf[4096];
  std::vsnprintf(buf, sizeof buf, fmt, ap);
  return buf;
}

[[noreturn]] inline void testlibQuit(TResult result, const std::string &message) {
  const char *prefix = "FAIL ";
  switch (result) {
    case _ok: prefix = "ok "; break;
    case _wa: prefix = "wrong answer "; break;
    case _pe: prefix = "wrong output format "; break;
    case _points: prefix = "points "; break;
    default: break;
  }
  std::fprintf(stderr, "%s%s\n", prefix, message.c_str());
  std::exit(result);
}

[[noreturn]] inline void quitf(TResult result, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string message = testlibFormat(fmt, ap);
  va_end(ap);
  testlibQuit(result, message);
}

[[noreturn]] inline void quitp(double points, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string message = testlibFormat(fmt, ap);
  va_end(ap);
  char head[64];
  std::snprintf(head, sizeof head, "%g ", points);
  testlibQuit(_points, head + message);
}

struct InStream {
  std::FILE *file = nullptr;
  const char *name = "";
  TResult onError = _fail;

  void open(const char *path, const char *streamName, TResult readError) {
    name = streamName;
    onError = readError;
    file = std::fopen(path, "r");
    if (!file) quitf(_fail, "cannot open %s (%s)", streamName, path);
  }

  long long readLong() {
    long long value;
    if (std::fscanf(file, "%lld", &value) != 1) quitf(onError, "%s: expected an integer", name);
    return value;
  }

  int readInt() { return static_cast<int>(readLong()); }

  double readDouble() {
    double value;
    if (std::fscanf(file, "%lf", &value) != 1) quitf(onError, "%s: expected a real number", name);
    return value;
  }

  std::string readWord() {
    char buf[4096];
    if (std::fscanf(file, "%4095s", buf) != 1) quitf(onError, "%s: expected a word", name);
    return buf;
  }

  /** Skips white space; true when nothing else is left. */
  bool seekEof() {
    int c;
    while ((c = std::fgetc(file)) != EOF) {
      if (!std::isspace(c)) {
        std::ungetc(c, file);
        return false;
      }
    }
    return true;
  }

  bool eof() { return seekEof(); }
};

inline InStream inf, ouf, ans;

inline void registerTestlibCmd(int argc, char *argv[]) {
  if (argc < 4) quitf(_fail, "usage: %s <input> <output> <answer>", argc > 0 ? argv[0] : "checker");
  inf.open(argv[1], "input", _fail);
  ouf.open(argv[2], "output", _pe);
  ans.open(argv[3], "answer", _fail);
}

#endif
