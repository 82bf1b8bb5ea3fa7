package org.torchtpu.server.runtime;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.torchtpu.api.ir.LiteralCodec;
import org.torchtpu.api.v1.ConstantOp;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.EagerMode;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.server.chip.Host;
import org.torchtpu.server.compiler.cache.ProgramCache;
import org.torchtpu.server.compiler.cache.ProgramService;
import org.torchtpu.server.exec.Executor;
import org.torchtpu.server.security.HostMemory;
import org.torchtpu.server.security.QuotaProperties;
import org.torchtpu.server.security.TenantQuotas;

/** Sessions on one host whose tenants each hold at most {@code share} bytes of heap (heap admission and recycling tests). */
final class SharedHeapSessions {
  final HostMemory memory;
  final SessionRegistry sessions;
  final ProgramService programs;

  SharedHeapSessions(long share) {
    memory = new HostMemory(share, 0, 1.0);
    Host host = new Host("h", Generation.V5E, 1);
    Executor executor = new Executor();
    SimpleMeterRegistry meters = new SimpleMeterRegistry();
    programs = new ProgramService(executor, new ProgramCache(1 << 20, null, "h", executor, meters));
    sessions = new SessionRegistry(host, executor, programs, meters,
        new TenantQuotas(QuotaProperties.unlimited(), memory));
  }

  DeviceSession open(EagerMode mode) {
    return sessions.open("t", Generation.V5E, 0, mode, null);
  }

  /** Registers the StableHLO program {@code text} in {@code s}; returns a call of it on {@code operand}. */
  Op call(DeviceSession s, String text, long operand, long result) {
    ProgramService.Compiled compiled = programs.compileGraph("t",
        org.torchtpu.server.stablehlo.StableHloImporter.parse(text),
        org.torchtpu.api.v1.CompileOptions.getDefaultInstance(), org.torchtpu.server.chip.ChipSpecs.of(Generation.V5E),
        1);
    s.registerProgram(compiled.key(), compiled.program());
    return Op.newBuilder().addOperands(operand).addResults(result)
        .setCall(org.torchtpu.api.v1.CallOp.newBuilder().setProgramId(compiled.key())).build();
  }

  /** A constant op defining {@code handle} as f32 {@code data} of {@code dims}. */
  static Op constant(long handle, float[] data, long... dims) {
    return Op.newBuilder().addResults(handle).setConstant(ConstantOp.newBuilder()
        .setValue(LiteralCodec.fromFloats(data, DType.F32, dims))).build();
  }

  /** {@code n} floats: {@code start}, {@code start + 1}, ... scaled by {@code scale}. */
  static float[] ramp(int n, float start, float scale) {
    float[] a = new float[n];
    for (int i = 0; i < n; i++) {
      a[i] = (start + i % 97) * scale;
    }
    return a;
  }

  /** {@code n} NaNs: what a dirty pooled array holds, so a kernel that reads before writing shows it. */
  static float[] nans(int n) {
    float[] a = new float[n];
    java.util.Arrays.fill(a, Float.NaN);
    return a;
  }

  /**
   * Leaves a dirty array of {@code n} floats in {@code s}'s pool (a NaN constant defined as {@code handle} and freed);
   * returns the bytes pooled.
   */
  static long poolDirty(DeviceSession s, long handle, int n, long sequence) {
    s.runOp(constant(handle, nans(n), n), sequence, false);
    s.free(handle);
    return s.storage().pooledBytes();
  }
}
