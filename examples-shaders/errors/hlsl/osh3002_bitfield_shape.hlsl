// A bit field must be an integer scalar, no wider than its type.
struct Bad {
    float ratio : 4;
    uint wide : 33;
    uint ok : 3;
};
RWStructuredBuffer<Bad> items;
[numthreads(1, 1, 1)]
void main() { items[0].ok = 1; }
