package org.torchtpu.server.advisor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.exec.Executor;

/**
 * Advise on StableHLO looks the text up by its content before importing it, per caller, as Runtime.Compile does: a
 * caller repeating a request costs a SHA-256, not an import; another caller's first request imports as before (no
 * faster answer tells it the text was sent by someone else); a failed import is never remembered.
 */
class AdviseImportOnceTest {
  private final HardwareAdvisor advisor = new HardwareAdvisor(new Executor());

  private AdviceReport advise(String caller, String text) {
    return advisor.advise(AdviseRequest.newBuilder().setStablehlo(text).build(), Generation.V5E, caller);
  }

  @Test
  void aRepeatedAdviseOfTheSameTextIsNotImportedAgainAndGivesTheSameReport() {
    AdviceReport first = advise("alice", HardwareAdvisorTest.DOT_K64);
    AdviceReport again = advise("alice", HardwareAdvisorTest.DOT_K64);
    assertThat(advisor.importsSkipped()).isEqualTo(1);
    assertThat(again).isEqualTo(first);
    advise("bob", HardwareAdvisorTest.DOT_K64);
    assertThat(advisor.importsSkipped()).as("bob's first request is its own import").isEqualTo(1);
    advise("alice", HardwareAdvisorTest.DOT_K64 + " ");
    assertThat(advisor.importsSkipped()).as("other text, another import").isEqualTo(1);
  }

  @Test
  void aFailedImportIsNotRemembered() {
    for (int i = 0; i < 2; i++) {
      assertThatThrownBy(() -> advise("alice", "func.func @main( {")).hasMessageContaining("stablehlo");
    }
    assertThat(advisor.importsSkipped()).isZero();
  }
}
