/**
 * The compiler: compiled graphs (Runtime.Compile) and DeferAndFuse chunks become programs of
 * kernels. It depends on the IR ({@code org.torchtpu.server.ir}) and on fusion; the program cache
 * and {@code ProgramService} (compiles through the cache) sit above it in {@code compiler.cache},
 * the SPMD partitioner in {@code compiler.spmd}.
 *
 * <h2>Pipeline</h2>
 * {@link org.torchtpu.server.ir.IrGraph} is a small mutable IR (values with producers and
 * use lists). {@link org.torchtpu.server.compiler.GraphCompiler} runs, each pass its own class:
 * <ol>
 *   <li>{@link org.torchtpu.server.compiler.ShapeInferencePass}: import rejects undefined values,
 *       duplicate definitions and cycles, then every op is typed with TypeInference
 *       (INVALID_ARGUMENT naming the op index and source line);
 *   <li>until nothing changes: {@link org.torchtpu.server.compiler.AlgebraicSimplificationPass}
 *       (exact identities only), {@link org.torchtpu.server.compiler.ConstantFoldingPass} (with the
 *       real executor, size-capped), {@link org.torchtpu.server.compiler.CsePass},
 *       {@link org.torchtpu.server.compiler.DcePass};
 *   <li>canonical renumbering, then {@link org.torchtpu.server.compiler.FusionPass} (the planner in
 *       {@code org.torchtpu.server.fusion}, shared with chunks),
 *       {@link org.torchtpu.server.compiler.MxuLayoutPass} (MXU padding notes; no value changes), and
 *       {@link org.torchtpu.server.compiler.MemoryPlanningPass} (liveness over the kernel order;
 *       RESOURCE_EXHAUSTED when the peak exceeds the chip's HBM).
 * </ol>
 * The result is a {@code CompiledProgram} (api-proto program.proto), the bytes the compilation
 * cache stores; {@link org.torchtpu.server.compiler.ExecutableProgram} loads one and runs it.
 * Keys ({@link org.torchtpu.server.compiler.ProgramKeys}) are SHA-256 over the canonical graph,
 * chip generation, topology, compiler version and options.
 *
 * <h2>Varying shapes: buckets</h2>
 * A program has static shapes. A loop whose batch size or sequence length changes does not
 * compile one program per size: the SDK rounds each varying dimension up to a bucket (its
 * documented bucket sizes), pads the inputs to it and masks or slices away the padding, so every
 * size inside a bucket sends the same graph. On the server nothing is special about a bucketed
 * graph: it is an ordinary graph whose shapes are the bucket's, so it has one cache key, compiles
 * once (per cache), and every later size in that bucket is a cache hit. The server neither sees
 * nor needs the actual sizes. Deferred chunks work the same way: their programs are keyed by
 * structure, shapes and dtypes, so padded chunks of one bucket share one program too.
 * Padding costs simulated time in proportion to the padded elements, which the program's
 * estimate (from the padded shapes) reports honestly.
 */
package org.torchtpu.server.compiler;
