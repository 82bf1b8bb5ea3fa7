package org.torchtpu.cache;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Import;
import org.torchtpu.service.ServiceCommonConfiguration;
import org.torchtpu.service.observability.CallContextConfiguration;

/**
 * The compilation-cache service: compiled programs shared by every tpu-server host, persistent (an
 * embedded H2 file by default, PostgreSQL when spring.datasource.url names one), with single-flight
 * reservations so a program is compiled once. gRPC torchtpu.v1.CompilationCache, REST /api/v1/cache/stats.
 */
@SpringBootApplication
@Import({ServiceCommonConfiguration.class, CallContextConfiguration.class})
public class CompilationCacheApplication {
  public static void main(String[] args) {
    SpringApplication.run(CompilationCacheApplication.class, args);
  }
}
