package org.torchtpu.server.advisor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.exec.Executor;

/**
 * Advise compiles its graph for its caller alone, so the compile asks whether the call is still wanted
 * ({@link org.torchtpu.server.compiler.CompileStop}): a cancelled gRPC call or a revoked REST request's key stops it
 * part way. Before, nothing was installed: an unwanted advice compiled to its end in the compile bulkhead.
 */
class AdviseStopTest {
  private final AdvisorService service = new AdvisorService(new Executor(), new Host("h", Generation.V5E, 1));
  private final AdviseRequest request = AdviseRequest.newBuilder().setStablehlo(HardwareAdvisorTest.DOT_K64).build();

  @Test
  void anUnwantedAdviceStopsWithCancelled() {
    assertThatThrownBy(() -> service.advise(request, null, () -> true))
        .isInstanceOfSatisfying(StatusRuntimeException.class,
            e -> assertThat(e.getStatus().getCode()).isEqualTo(Status.Code.CANCELLED));
  }

  @Test
  void aWantedAdviceIsAnswered() {
    assertThat(service.advise(request, null, () -> false).getOps()).isPositive();
  }
}
