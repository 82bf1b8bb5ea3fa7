package org.torchtpu.server.advisor;

import io.grpc.StatusRuntimeException;
import io.grpc.stub.StreamObserver;
import org.springframework.stereotype.Service;
import org.torchtpu.api.v1.AdviceReport;
import org.torchtpu.api.v1.AdviseRequest;
import org.torchtpu.api.v1.AdvisorGrpc;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.service.error.ServiceStatuses;

/** gRPC {@code torchtpu.v1.Advisor}: the hardware advisor for this host's generation (or the one asked for). */
@Service
public class AdvisorService extends AdvisorGrpc.AdvisorImplBase {
  private final HardwareAdvisor advisor;
  private final Host host;

  public AdvisorService(Executor executor, Host host) {
    this.advisor = new HardwareAdvisor(executor);
    this.host = host;
  }

  /**
   * The report, or a {@link StatusRuntimeException}: INVALID_ARGUMENT for a malformed subject, RESOURCE_EXHAUSTED
   * for a graph that cannot fit the chip, INTERNAL (the cause in the log) for a fault of the advisor itself.
   */
  public AdviceReport advise(AdviseRequest request) {
    try {
      return advisor.advise(request, host.generation());
    } catch (RuntimeException e) {
      throw ServiceStatuses.toException(e, "advisor failed");
    }
  }

  @Override
  public void advise(AdviseRequest request, StreamObserver<AdviceReport> out) {
    AdviceReport report;
    try {
      report = advise(request);
    } catch (StatusRuntimeException e) {
      out.onError(e);
      return;
    }
    out.onNext(report);
    out.onCompleted();
  }
}
