/* Makes a system call through the 32-bit ABI (int 0x80), which a 64-bit filter cannot read. */
int main(void) {
  int ret;
  __asm__ volatile("int $0x80" : "=a"(ret) : "a"(20) /* getpid on i386 */ : "memory");
  return ret > 0 ? 0 : 1;
}
