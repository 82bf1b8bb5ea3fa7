/**
 * Abstract execution: a program run at its real size without computing values. Tensors are types (shape, dtype,
 * sharding); every kernel is priced by the one {@link org.torchtpu.server.cost.CostModel} (with a measured
 * {@link org.torchtpu.server.cost.DeviceCalibration}), every collective by
 * {@link org.torchtpu.server.cost.IciCostModel} or {@link org.torchtpu.server.cost.DcnCostModel}; memory is planned
 * per device and judged against its HBM; nothing is allocated.
 *
 * <ul>
 *   <li>{@link org.torchtpu.server.simulate.GraphSimulator}: a graph or JAX-lowered StableHLO with a mesh and
 *       shardings, through the real SPMD partitioner and compiler (nothing runs);
 *   <li>{@link org.torchtpu.server.simulate.TransformerStepBuilder} and
 *       {@link org.torchtpu.server.simulate.StepSimulator}: a transformer train or forward step (FSDP, tensor
 *       parallel, multi-slice data parallel, rematerialisation, eager modes) emitted as typed ops and priced;
 *   <li>{@link org.torchtpu.server.simulate.StepReport}: the answer (JSON), and
 *       {@link org.torchtpu.server.simulate.ScalingChart} for a sweep (PNG).
 * </ul>
 * Entry points: REST {@code /api/v1/simulate} ({@code org.torchtpu.server.admin.SimulateController}) and
 * {@code tpuctl simulate}. Calibration against published real-TPU results: the README's "Pod-scale simulation"
 * section and the tests in this package.
 */
package org.torchtpu.server.simulate;
