/**
 * Fusion, shared by DeferAndFuse chunks and compiled graphs.
 *
 * <p>{@link org.torchtpu.server.fusion.FusionPlanner} groups ops into kernels: elementwise
 * chains, broadcasts (and reshapes, iotas, constants) into their consumers, elementwise producers
 * into a reduction, elementwise consumers into a dot_general's epilogue.
 * {@link org.torchtpu.server.fusion.FusedKernelPlan} runs a fused kernel as one pass over memory
 * in cache-sized tiles; values used only inside the kernel are never materialised. Results are
 * bit-identical to running the ops one by one (same formulas and per-op rounding, the reduction
 * and matmul kernels' own accumulation order); the cost model prices the kernel as one
 * ({@link org.torchtpu.server.cost.CostModel#priceFused}).
 */
package org.torchtpu.server.fusion;
