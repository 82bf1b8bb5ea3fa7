package org.torchtpu.cache;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/** The compilation-cache service: shared persistent cache of compiled programs (its services arrive with the cache issue). */
@SpringBootApplication
public class CompilationCacheApplication {
  public static void main(String[] args) {
    SpringApplication.run(CompilationCacheApplication.class, args);
  }
}
