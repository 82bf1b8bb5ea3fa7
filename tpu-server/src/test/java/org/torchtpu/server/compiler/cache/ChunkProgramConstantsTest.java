package org.torchtpu.server.compiler.cache;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.protobuf.ByteString;
import io.grpc.ManagedChannel;
import io.grpc.Server;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.torchtpu.api.v1.CompiledProgram;
import org.torchtpu.api.v1.DType;
import org.torchtpu.api.v1.Generation;
import org.torchtpu.api.v1.Op;
import org.torchtpu.api.v1.RngOp;
import org.torchtpu.api.v1.SourceLocation;
import org.torchtpu.api.v1.TensorType;
import org.torchtpu.api.v1.UnaryOp;
import org.torchtpu.server.compiler.ChunkImport;
import org.torchtpu.server.compiler.CompilerTestSupport;
import org.torchtpu.server.compiler.ExecutableProgram;
import org.torchtpu.server.compiler.GraphBuilder;
import org.torchtpu.server.exec.DeviceArray;

/**
 * A deferred chunk's compiled program is shared by every later chunk of the same structure, of any tenant, on this
 * host and through the shared compilation cache: what is stored must carry none of the first chunk's constants
 * (small uploads travel as constant ops) or rng seeds, and it must still be found, loaded and shared.
 */
class ChunkProgramConstantsTest {
  private static final long SEED = 0x5EC12E7L;
  private final List<AutoCloseable> closing = new ArrayList<>();

  @AfterEach
  void close() throws Exception {
    for (AutoCloseable c : closing) {
      c.close();
    }
  }

  /** A chunk: tanh(p + c) * broadcast(s) + uniform noise, with a constant c filled with {@code fill}. */
  private static ChunkImport chunk(float fill, float scale, long seed) {
    GraphBuilder b = new GraphBuilder(100);
    Map<Long, TensorType> session = new HashMap<>();
    long p = b.param(GraphBuilder.type(DType.F32, 4, 8));
    session.put(p, b.typeOf(p));
    float[] values = new float[32];
    for (int i = 0; i < values.length; i++) {
      values[i] = fill + i;
    }
    long c = b.constant(DeviceArray.ofFloats(DType.F32, new int[] {4, 8}, values));
    long t = b.unary(UnaryOp.Kind.TANH, b.add(p, c));
    long scaled = b.mul(t, b.splat(DType.F32, scale, 4, 8));
    long noise = b.op(Op.newBuilder().setRng(RngOp.newBuilder().setType(GraphBuilder.type(DType.F32, 4, 8))
        .setDistribution(RngOp.Distribution.UNIFORM).setSeed(seed).setOffset(seed * 3).setA(0).setB(1))
        .setLocation(SourceLocation.newBuilder().setFile(SECRET_FILE).setLine(7).setFunction("tenant_step")));
    b.add(scaled, noise);
    return ChunkImport.of(b.ops(), session::get, Set.of(), Generation.V5E, 1);
  }

  /** Where the first chunk's tenant wrote its rng op: a file name is that tenant's, never another's to read. */
  private static final String SECRET_FILE = "/home/tenant-a/secret_project/train.py";

  /** The little-endian bytes of {@code fill + 5}, an element of the secret constant. */
  private static ByteString secretElement(float fill) {
    int bits = Float.floatToIntBits(fill + 5);
    return ByteString.copyFrom(new byte[] {(byte) bits, (byte) (bits >> 8), (byte) (bits >> 16), (byte) (bits >> 24)});
  }

  private static void assertCarriesNoValues(CompiledProgram program) {
    int constants = 0;
    for (Op op : program.getGraph().getOpsList()) {
      assertThat(op.hasLocation()).as("the source location of op %s", op).isFalse();
      if (op.hasConstant()) {
        constants++;
        assertThat(op.getConstant().getValue().getData().isEmpty()).as("constant data of op %s", op).isTrue();
        assertThat(op.getConstant().getValue().getType().getDimsCount()).as("its type stays").isIn(0, 2);
      }
      if (op.hasRng()) {
        assertThat(op.getRng().getSeed()).isZero();
        assertThat(op.getRng().getOffset()).isZero();
      }
    }
    assertThat(constants).isEqualTo(2);
  }

  private ProgramCache host(String channelName, String hostId) {
    ManagedChannel channel = InProcessChannelBuilder.forName(channelName).directExecutor().build();
    RemoteCompilationCache remote = new RemoteCompilationCache(channel, true, new RemoteCompilationCache.Settings(
        Duration.ofSeconds(5), Duration.ofSeconds(20), Duration.ofSeconds(60), 4, 3, 50f, Duration.ofMinutes(5)));
    ProgramCache cache = new ProgramCache(1 << 20, remote, hostId, CompilerTestSupport.EXECUTOR,
        new SimpleMeterRegistry());
    closing.add(cache);
    return cache;
  }

  @Test
  void aChunkProgramIsStoredWithoutTheConstantsAndSeedsOfTheChunkThatCompiledIt() throws Exception {
    FakeCompilationCache fake = new FakeCompilationCache();
    String name = "cache-" + System.nanoTime();
    Server server = InProcessServerBuilder.forName(name).directExecutor().addService(fake).build().start();
    closing.add(server::shutdownNow);
    ProgramService hostA = new ProgramService(CompilerTestSupport.EXECUTOR, host(name, "a"));
    ProgramService hostB = new ProgramService(CompilerTestSupport.EXECUTOR, host(name, "b"));

    float secret = 4242.25f;
    ChunkImport first = chunk(secret, 0.125f, SEED);
    ExecutableProgram program = hostA.chunkProgram("t", first, CompilerTestSupport.V5E);
    assertCarriesNoValues(program.proto());
    ByteString shared = fake.entry(hostA.cache().cacheKey("t", first.key())).getProgram();
    assertCarriesNoValues(CompiledProgram.parseFrom(shared));
    assertThat(indexOf(shared, secretElement(secret))).as("the secret constant in the shared entry").isNegative();
    assertThat(shared.toStringUtf8()).as("the first chunk's source file in the shared entry").doesNotContain(SECRET_FILE);

    // a later chunk of the same structure with other values: the same program, no compile, on this host ...
    ChunkImport later = chunk(-7f, 3f, 99);
    assertThat(later.key()).isEqualTo(first.key());
    long compiles = hostA.compiles();
    assertThat(hostA.chunkProgram("t", later, CompilerTestSupport.V5E)).isSameAs(program);
    assertThat(hostA.compiles()).isEqualTo(compiles);
    // ... and on another host, which loads the stripped entry from the shared cache
    ExecutableProgram remote = hostB.chunkProgram("t", later, CompilerTestSupport.V5E);
    assertThat(hostB.compiles()).isZero();
    assertThat(remote.kernelCount()).isEqualTo(program.kernelCount());
    assertCarriesNoValues(remote.proto());
  }

  private static int indexOf(ByteString haystack, ByteString needle) {
    for (int i = 0; i + needle.size() <= haystack.size(); i++) {
      if (haystack.substring(i, i + needle.size()).equals(needle)) {
        return i;
      }
    }
    return -1;
  }
}
