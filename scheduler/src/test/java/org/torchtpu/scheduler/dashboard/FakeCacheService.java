package org.torchtpu.scheduler.dashboard;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;

/** A stand-in for the compilation-cache service's {@code GET /api/v1/cache/stats}, answering what the test sets. */
final class FakeCacheService implements AutoCloseable {
  private final HttpServer server;
  private volatile int status = 200;
  private volatile String body = "{}";

  FakeCacheService() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext("/api/v1/cache/stats", exchange -> {
      byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", "application/json");
      exchange.sendResponseHeaders(status, bytes.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(bytes);
      }
    });
    server.start();
  }

  String statsUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort() + "/api/v1/cache/stats";
  }

  /** Answers like the real service: the CacheStats fields as camelCase JSON. */
  void answerStats(long hits, long misses, long entries, long bytes) {
    answer(200, "{\"entries\":" + entries + ",\"bytes\":" + bytes + ",\"hits\":" + hits + ",\"misses\":" + misses
        + ",\"evictions\":0,\"corruptDropped\":0,\"compileSecondsSaved\":1.5,\"maxBytes\":1073741824,"
        + "\"storage\":\"embedded\"}");
  }

  void answer(int status, String body) {
    this.status = status;
    this.body = body;
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
