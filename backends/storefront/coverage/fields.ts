import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { isPropertyRead } from '../loud-failures';

/** How the backends answer each field of each object type of an executable Storefront schema. */
export interface FieldCoverage {
  /** Fields a domain's resolver answers. */
  resolved: string[];
  /** Fields read from the parent object's property, refused loudly when the object has none. */
  propertyRead: string[];
  /** Fields of types no query or mutation can return. */
  unreachable: string[];
}

/** The object types a client can reach from the query and mutation roots. */
function reachableTypes(schema: GraphQLSchema): Set<string> {
  const seen = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    if (isUnionType(type)) type.getTypes().forEach(visit);
    if (isInterfaceType(type)) schema.getPossibleTypes(type).forEach(visit);
    if (isObjectType(type) || isInterfaceType(type)) {
      Object.values(type.getFields()).forEach((field) => visit(getNamedType(field.type)));
    }
  };
  visit(schema.getQueryType()!);
  visit(schema.getMutationType()!);
  return seen;
}

export function fieldCoverage(schema: GraphQLSchema): FieldCoverage {
  const reachable = reachableTypes(schema);
  const coverage: FieldCoverage = { resolved: [], propertyRead: [], unreachable: [] };
  const objects = Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
  );
  for (const type of objects) {
    for (const field of Object.values(type.getFields())) {
      const coordinate = `${type.name}.${field.name}`;
      if (!reachable.has(type.name)) coverage.unreachable.push(coordinate);
      else if (isPropertyRead(field.resolve)) coverage.propertyRead.push(coordinate);
      else coverage.resolved.push(coordinate);
    }
  }
  return coverage;
}
