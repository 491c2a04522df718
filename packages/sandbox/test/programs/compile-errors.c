/* Compile-time flood: ten million errors. */
#define E0 x x x x x x x x x x;
#define E1 E0 E0 E0 E0 E0 E0 E0 E0 E0 E0
#define E2 E1 E1 E1 E1 E1 E1 E1 E1 E1 E1
#define E3 E2 E2 E2 E2 E2 E2 E2 E2 E2 E2
#define E4 E3 E3 E3 E3 E3 E3 E3 E3 E3 E3
#define E5 E4 E4 E4 E4 E4 E4 E4 E4 E4 E4
#define E6 E5 E5 E5 E5 E5 E5 E5 E5 E5 E5
E6
int main(void) { return 0; }
