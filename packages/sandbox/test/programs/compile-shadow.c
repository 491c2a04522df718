/* Compile-time read of a host secret. */
#include "/etc/shadow"
int main(void) { return 0; }
