package org.torchtpu.server.admin;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.torchtpu.testing.FrameworkBodyReads;

/**
 * A host's REST port with two request threads, keys on: bodies Spring itself would read before our handlers (a keyless
 * form PUT, PATCH or DELETE, before the key filter; a tenant's multipart POST to the simulate endpoint it may call,
 * before the simulation slot and the body's deadline). Before the host turned those readers off, the first such
 * trickle was never answered and three of them left the port answering no one.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "torchtpu.grpc-port=0",
    "torchtpu.chips=1",
    "management.server.port=0",
    "server.tomcat.threads.max=" + FrameworkBodyReadsTest.THREADS,
    "server.tomcat.threads.min-spare=1",
    "torchtpu.rest.leftover-body-time=1s",
    // SHA-256 of "tenant-key-1" and of "admin-key-1"
    "torchtpu.security.tenants.team-a.api-key-sha256=ff547f8cc024179344288cb9268ba48808338c3f8acd7612c55a2808e6a299ab",
    "torchtpu.security.admins.ops.api-key-sha256=81d5958ea2799a62716f71aa7e3c2f275f31e9d8a1908e785838a10b00fbaa4c"})
class FrameworkBodyReadsTest {
  static final int THREADS = 2;
  @LocalServerPort
  int port;

  @Test
  void formAndMultipartBodiesTrickledByMoreClientsThanThreadsAreAnsweredUnreadAndClosed() throws Exception {
    List<FrameworkBodyReads.Trickle> trickles = new ArrayList<>(FrameworkBodyReads.keylessForms("/api/v1/simulate"));
    trickles.add(FrameworkBodyReads.multipart("/api/v1/simulate", "tenant-key-1", 415));
    FrameworkBodyReads.assertNoneHoldsAThread(port, THREADS, trickles, "GET /api/v1/chips HTTP/1.1\r\nHost: x\r\n"
        + "X-API-Key: admin-key-1\r\nConnection: close\r\n\r\n");
  }
}
