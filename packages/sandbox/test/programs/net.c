/* net TCPPORT UDPPORT ABSTRACT: tries to reach the host's network and local sockets. */
#include "probe.h"
#include <arpa/inet.h>
#include <linux/if_packet.h>
#include <net/if.h>
#include <netinet/in.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static long tcp(int family, const char *addr, int port) {
  int s = socket(family, SOCK_STREAM, 0);
  if (s < 0) return -1;
  if (family == AF_INET) {
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons(port)};
    inet_pton(AF_INET, addr, &a.sin_addr);
    return connect(s, (struct sockaddr *)&a, sizeof a);
  }
  struct sockaddr_in6 a = {.sin6_family = AF_INET6, .sin6_port = htons(port)};
  inet_pton(AF_INET6, addr, &a.sin6_addr);
  return connect(s, (struct sockaddr *)&a, sizeof a);
}

int main(int argc, char **argv) {
  int tport = atoi(argv[1]), uport = atoi(argv[2]);
  probe("tcp4_loopback", tcp(AF_INET, "127.0.0.1", tport));
  probe("tcp6_loopback", tcp(AF_INET6, "::1", tport));
  probe("tcp4_ssh", tcp(AF_INET, "127.0.0.1", 22));
  probe("tcp4_outside", tcp(AF_INET, "1.1.1.1", 80));
  int u = socket(AF_INET, SOCK_DGRAM, 0);
  struct sockaddr_in ua = {.sin_family = AF_INET, .sin_port = htons(uport)};
  inet_pton(AF_INET, "127.0.0.1", &ua.sin_addr);
  probe("udp_loopback", sendto(u, "hi", 2, 0, (struct sockaddr *)&ua, sizeof ua));
  struct sockaddr_un un = {.sun_family = AF_UNIX};
  size_t len = strlen(argv[3]);
  memcpy(un.sun_path + 1, argv[3], len); /* abstract: leading NUL */
  int us = socket(AF_UNIX, SOCK_STREAM, 0);
  probe("unix_abstract", connect(us, (struct sockaddr *)&un, (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 + len)));
  probe("vsock", socket(40 /* AF_VSOCK */, SOCK_STREAM, 0));
  probe("packet", socket(AF_PACKET, SOCK_RAW, 0));
  probe("raw_icmp", socket(AF_INET, SOCK_RAW, 1));
  probe("netlink", socket(AF_NETLINK, SOCK_RAW, 0));
  probe("bluetooth", socket(31, SOCK_STREAM, 0));
  struct ifreq ifr = {0};
  strcpy(ifr.ifr_name, "lo");
  ifr.ifr_flags = IFF_UP;
  probe("lo_up", ioctl(socket(AF_INET, SOCK_DGRAM, 0), SIOCSIFFLAGS, &ifr));
  return 0;
}
