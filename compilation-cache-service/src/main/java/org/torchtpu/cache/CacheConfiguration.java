package org.torchtpu.cache;

import io.micrometer.core.instrument.MeterRegistry;
import java.time.Clock;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.torchtpu.cache.store.CacheStore;
import org.torchtpu.cache.store.JdbcCacheStore;

/**
 * Wires the cache over whatever DataSource Spring Boot built from spring.datasource.url: the
 * embedded H2 file under torchtpu.cache.dir by default (see application.yml), or PostgreSQL. The
 * schema comes from the Flyway migrations in db/migration, which run before the store is used.
 */
@Configuration
@EnableConfigurationProperties(CacheProperties.class)
public class CacheConfiguration {
  private static final Logger log = LoggerFactory.getLogger(CacheConfiguration.class);

  @Bean
  @ConditionalOnMissingBean
  public Clock cacheClock() {
    return Clock.systemUTC();
  }

  @Bean
  @DependsOnDatabaseInitialization
  public CacheStore cacheStore(DataSource dataSource, CacheProperties props) {
    JdbcCacheStore store = new JdbcCacheStore(dataSource);
    if (store.kind().equals("embedded")) {
      log.info("embedded cache store under {} (torchtpu.cache.dir)", props.dir().toAbsolutePath().normalize());
    }
    return store;
  }

  @Bean(destroyMethod = "close")
  public SharedProgramCache programCache(CacheStore store, CacheProperties props, Clock clock, MeterRegistry meters) {
    return new SharedProgramCache(store, props, clock, meters);
  }
}
