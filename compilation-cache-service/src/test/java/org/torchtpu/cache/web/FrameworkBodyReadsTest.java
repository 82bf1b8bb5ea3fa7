package org.torchtpu.cache.web;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.torchtpu.testing.FrameworkBodyReads;

/**
 * The cache's REST port with two request threads, keys on: keyless form PUT, PATCH and DELETE bodies, which Spring
 * Boot's form-content filter read whole before the key filter. Before the cache turned the filter off, the first such
 * trickle was never answered and three of them left the port answering no one.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "torchtpu.grpc-port=0",
    "spring.datasource.url=jdbc:h2:mem:framework-body-reads-test;DB_CLOSE_DELAY=-1",
    "management.server.port=0",
    "server.tomcat.threads.max=" + FrameworkBodyReadsTest.THREADS,
    "server.tomcat.threads.min-spare=1",
    "torchtpu.rest.leftover-body-time=1s",
    // SHA-256 of "admin-key-1"
    "torchtpu.security.admins.ops.api-key-sha256=81d5958ea2799a62716f71aa7e3c2f275f31e9d8a1908e785838a10b00fbaa4c"})
class FrameworkBodyReadsTest {
  static final int THREADS = 2;
  @LocalServerPort
  int port;

  @Test
  void formBodiesTrickledByMoreClientsThanThreadsAreAnsweredUnreadAndClosed() throws Exception {
    FrameworkBodyReads.assertNoneHoldsAThread(port, THREADS, FrameworkBodyReads.keylessForms("/api/v1/cache/stats"),
        "GET /api/v1/cache/stats HTTP/1.1\r\nHost: x\r\nX-API-Key: admin-key-1\r\nConnection: close\r\n\r\n");
  }
}
