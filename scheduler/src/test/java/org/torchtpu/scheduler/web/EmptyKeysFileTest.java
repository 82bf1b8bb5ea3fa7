package org.torchtpu.scheduler.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.torchtpu.service.security.ApiKeys;
import org.torchtpu.service.security.KeyFile;
import org.torchtpu.service.security.KeyFileWatch;

/**
 * {@code torchtpu.security.keys-file=} (an empty value, as an unset environment variable gives) names no file: before,
 * the file's watch was created for any value present and read the empty path, so the scheduler did not start.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = {
    "management.server.port=0",
    "torchtpu.grpc-port=0",
    "spring.grpc.server.inprocess.name=empty-keys-file-test",
    "spring.datasource.url=jdbc:h2:mem:empty-keys-file-test;DB_CLOSE_DELAY=-1",
    "torchtpu.security.keys-file=",
    "torchtpu.security.tenants.team-a.api-key-sha256=2bb80d537b1da3e38bd30361aa855686bde0eacd7162fef6a25fe97bf527a25b"})
class EmptyKeysFileTest {
  @Autowired
  ApplicationContext context;

  @Autowired
  ApiKeys keys;

  @Test
  void anEmptyKeysFileIsNoFile() {
    assertThat(context.getBeansOfType(KeyFile.class)).isEmpty();
    assertThat(context.getBeansOfType(KeyFileWatch.class)).isEmpty();
    assertThat(keys.authenticate("secret")).as("the properties' key").isPresent();
  }
}
