// An array size and a case label that are not constants.
RWStructuredBuffer<int> o;
[numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) {
    int n = o[0];
    switch (n) { case n: break; }
}
