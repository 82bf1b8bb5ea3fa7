/**
 * The compiler's IR, below everything that reads or rewrites it: {@link org.torchtpu.server.ir.IrGraph}
 * (parameters, ops in topological order, outputs; imported from a {@code Graph} with its checks),
 * {@link org.torchtpu.server.ir.IrOp}, {@link org.torchtpu.server.ir.IrValue} (values know their
 * producer and users), and {@link org.torchtpu.server.ir.CompileException}, the error a graph the
 * compiler rejects raises. The passes ({@code compiler}), the fusion planner ({@code fusion}) and
 * the SPMD partitioner ({@code compiler.spmd}) all build on it; it depends on none of them.
 */
package org.torchtpu.server.ir;
