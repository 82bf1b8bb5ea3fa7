package org.torchtpu.server.fabric;

/** The host of a peer's gRPC target as memberships name it ({@code host:port}, {@code [v6]:port}, {@code dns:///...}). */
final class HostAndPort {
  private HostAndPort() {}

  static String host(String target) {
    String t = target.startsWith("dns:///") ? target.substring("dns:///".length()) : target;
    int colon = t.lastIndexOf(':');
    String host = colon < 0 ? t : t.substring(0, colon);
    return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
  }
}
