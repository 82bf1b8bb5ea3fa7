package org.torchtpu.server.warmup;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * What creates the training run (review-prog6 finding 2): the JVM's system property only, the same source as
 * {@link CdsTrainingRun#active()}. A Spring property of either name (an environment variable, a config file, a
 * {@code --} argument, a Helm value) must not turn a production host into a training run that exits.
 */
class CdsTrainingRunConditionTest {
  private final ApplicationContextRunner runner = new ApplicationContextRunner()
      .withUserConfiguration(CdsTrainingRun.class);

  @Test
  void aSpringPropertyDoesNotCreateTheRun() {
    runner.withPropertyValues("torchtpu.cds.training=true", CdsTrainingRun.PROPERTY + "=true")
        .run(context -> {
          assertThat(context).hasNotFailed();
          assertThat(context).doesNotHaveBean(CdsTrainingRun.class);
        });
  }

  @Test
  void theSystemPropertyCreatesIt() {
    System.setProperty(CdsTrainingRun.PROPERTY, "true");
    try {
      runner.run(context -> assertThat(context).hasSingleBean(CdsTrainingRun.class));
    } finally {
      System.clearProperty(CdsTrainingRun.PROPERTY);
    }
  }
}
