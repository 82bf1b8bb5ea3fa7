package org.torchtpu.service.grpc;

import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.binder.MeterBinder;

/**
 * {@code torchtpu_grpc_in_flight_refused_total{reason}}: requests the {@link InFlightBudget} refused, by why (see
 * {@link InFlightBudget#refusals(InFlightBudget.Refusal)}). gRPC's own log of a refusal made while frames arrive is silenced (it would
 * let refused frames flood the log), so this is how an operator sees a tenant pressing on the budget.
 */
public final class InFlightBudgetMetrics implements MeterBinder {
  private final InFlightBudget budget;

  public InFlightBudgetMetrics(InFlightBudget budget) {
    this.budget = budget;
  }

  @Override
  public void bindTo(MeterRegistry registry) {
    for (InFlightBudget.Refusal reason : InFlightBudget.Refusal.values()) {
      FunctionCounter.builder("torchtpu.grpc.in.flight.refused", budget, b -> b.refusals(reason))
          .description("gRPC requests refused RESOURCE_EXHAUSTED by the in-flight budget or a method's wire ceiling")
          .tag("reason", reason.label()).register(registry);
    }
  }
}
