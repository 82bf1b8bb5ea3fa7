package org.torchtpu.server.compiler;

import com.google.protobuf.Message;
import org.torchtpu.api.v1.Op;

/** The message of an op's kind field (its {@code kind} oneof), without reflection. */
final class OpKinds {
  private OpKinds() {}

  /**
   * @throws IllegalArgumentException for an op without a kind, which has no message
   */
  static Message message(Op op) {
    return switch (op.getKindCase()) {
      case UNARY -> op.getUnary();
      case BINARY -> op.getBinary();
      case COMPARE -> op.getCompare();
      case SELECT -> op.getSelect();
      case CLAMP -> op.getClamp();
      case CONVERT -> op.getConvert();
      case CONSTANT -> op.getConstant();
      case IOTA -> op.getIota();
      case DOT_GENERAL -> op.getDotGeneral();
      case REDUCE -> op.getReduce();
      case ARG_REDUCE -> op.getArgReduce();
      case BROADCAST_IN_DIM -> op.getBroadcastInDim();
      case RESHAPE -> op.getReshape();
      case TRANSPOSE -> op.getTranspose();
      case SLICE -> op.getSlice();
      case DYNAMIC_SLICE -> op.getDynamicSlice();
      case DYNAMIC_UPDATE_SLICE -> op.getDynamicUpdateSlice();
      case CONCATENATE -> op.getConcatenate();
      case PAD -> op.getPad();
      case GATHER -> op.getGather();
      case SCATTER -> op.getScatter();
      case RNG -> op.getRng();
      case SORT -> op.getSort();
      case CALL -> op.getCall();
      case ALL_REDUCE -> op.getAllReduce();
      case ALL_GATHER -> op.getAllGather();
      case REDUCE_SCATTER -> op.getReduceScatter();
      case ALL_TO_ALL -> op.getAllToAll();
      case COLLECTIVE_PERMUTE -> op.getCollectivePermute();
      case COLLECTIVE_BROADCAST -> op.getCollectiveBroadcast();
      case SEND -> op.getSend();
      case RECV -> op.getRecv();
      case BARRIER -> op.getBarrier();
      case CONVOLUTION -> op.getConvolution();
      case REDUCE_WINDOW -> op.getReduceWindow();
      case SELECT_AND_SCATTER -> op.getSelectAndScatter();
      case REVERSE -> op.getReverse();
      case WHILE -> op.getWhile();
      case CASE -> op.getCase();
      case OPTIMIZATION_BARRIER -> op.getOptimizationBarrier();
      case BITCAST_CONVERT -> op.getBitcastConvert();
      case RNG_BIT_GENERATOR -> op.getRngBitGenerator();
      case FFT -> op.getFft();
      case CHOLESKY -> op.getCholesky();
      case LU -> op.getLu();
      case QR -> op.getQr();
      case EIGH -> op.getEigh();
      case SVD -> op.getSvd();
      case HOUSEHOLDER_PRODUCT -> op.getHouseholderProduct();
      case TRIANGULAR_SOLVE -> op.getTriangularSolve();
      case MANUAL_REGION -> op.getManualRegion();
      case KIND_NOT_SET -> throw new IllegalArgumentException("op has no kind");
    };
  }
}
