// Compile-time bomb: 2^N distinct template instantiations.
template <int N, unsigned long M> struct T {
  static const unsigned long v = T<N - 1, M * 2>::v + T<N - 1, M * 2 + 1>::v;
};
template <unsigned long M> struct T<0, M> {
  static const unsigned long v = M;
};
int main() { return (int)T<40, 1>::v; }
